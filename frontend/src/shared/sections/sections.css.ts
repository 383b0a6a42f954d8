import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const stars = style({ display: 'inline-flex', gap: '2px', color: vars.color.star });

export const priceCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (min-width: 48rem)': { padding: vars.space['6'] } },
});

export const priceCardPopular = style([
  priceCard,
  {
    border: `2px solid ${vars.color.accent}`,
    boxShadow: vars.shadow.lg,
    '@media': { 'screen and (min-width: 64rem)': { transform: 'translateY(-0.5rem)' } },
  },
]);

export const popularTag = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  padding: `${vars.space['1']} ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.1em',
});

export const priceImage = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md });

export const priceTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const priceLine = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'] });

export const priceAmount = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
  lineHeight: 1,
});

export const pricePeriod = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const priceSubtitle = style({ color: vars.color.textMuted });

export const priceFootnote = style({
  marginTop: vars.space['6'],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const cardFooter = style({ marginTop: 'auto', paddingTop: vars.space['2'] });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  counterReset: 'step',
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 64rem)': {
      gridTemplateColumns: 'repeat(var(--step-columns, 4), minmax(0, 1fr))',
    },
  },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.black,
});

export const stepTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const stepText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const ctaRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['6'],
});

export const faqWrap = style({ maxWidth: '48rem', marginInline: 'auto' });
