import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

const wide = 'screen and (min-width: 64rem)';

export const hero = style({
  background: `linear-gradient(150deg, ${vars.color.brand} 0%, ${vars.color.brandStrong} 70%, ${vars.color.brandMid} 100%)`,
  color: vars.color.onBrand,
  paddingBlock: `${vars.space['6']} ${vars.space['8']}`,
});

export const heroGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  '@media': { [wide]: { gridTemplateColumns: '1.3fr 0.7fr' } },
});

export const heroTitle = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.02em',
  marginBottom: vars.space['4'],
});

export const heroLead = style({ color: vars.color.brandSoft, fontSize: vars.fontSize.lg, maxWidth: '42rem' });

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['5'],
});

export const factCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: 'rgb(255 255 255 / 0.08)',
  border: '1px solid rgb(255 255 255 / 0.2)',
});

export const factList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const fact = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
});

export const factIcon = style({ color: vars.color.accent, display: 'inline-flex' });

export const twoCol = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const chip = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const subHeading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space['3'],
});

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  color: vars.color.text,
  maxWidth: '48rem',
});

export const bulletList = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  color: vars.color.text,
});

export const permitNote = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  color: vars.color.text,
});

export const otherGrid = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const cityLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const groupTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space['3'],
});
