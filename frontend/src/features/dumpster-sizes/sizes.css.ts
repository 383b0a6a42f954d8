import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

export const hero = style({
  background: `linear-gradient(150deg, ${vars.color.brand} 0%, ${vars.color.brandStrong} 70%, ${vars.color.brandMid} 100%)`,
  color: vars.color.onBrand,
  paddingBlock: `${vars.space['6']} ${vars.space['8']}`,
});

export const heroTitle = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.02em',
  marginBottom: vars.space['4'],
});

export const heroLead = style({ color: vars.color.brandSoft, fontSize: vars.fontSize.lg, maxWidth: '44rem' });

export const projectGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 88rem)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const scopeList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['2']} ${vars.space['3']}`,
});
export const scopeTerm = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand });
export const scopeValue = style({ margin: 0, color: vars.color.text });

export const tableWrap = style({
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({
  width: '100%',
  minWidth: '40rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const th = style({
  padding: vars.space['4'],
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const thHead = style([
  th,
  { background: vars.color.brand, color: vars.color.onBrand, fontSize: vars.fontSize.md },
]);

export const td = style({
  padding: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const rowHeader = style([
  th,
  { fontWeight: vars.fontWeight.bold, color: vars.color.brand, background: vars.color.surfaceMuted },
]);

export const scrollHint = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  '@media': { 'screen and (min-width: 48rem)': { display: 'none' } },
});

export const guideCard = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `2px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.lg,
});
