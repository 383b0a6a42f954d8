import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

const wide = 'screen and (min-width: 64rem)';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  background: `linear-gradient(150deg, ${vars.color.brand} 0%, ${vars.color.brandStrong} 65%, ${vars.color.brandMid} 100%)`,
  color: vars.color.onBrand,
  paddingBlock: `${vars.space['7']} ${vars.space['8']}`,
  '@media': { [wide]: { paddingBlock: `${vars.space['9']} ${vars.space['9']}` } },
});

export const heroGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  '@media': { [wide]: { gridTemplateColumns: '1.1fr 0.9fr', gap: vars.space['8'] } },
});

export const heroTitle = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.02em',
  marginBottom: vars.space['4'],
});

export const heroAccent = style({ color: vars.color.accent });

export const heroLead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.brandSoft,
  maxWidth: '38rem',
  marginBottom: vars.space['5'],
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: `0 0 ${vars.space['6']}`,
  padding: 0,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: 'rgb(255 255 255 / 0.1)',
  border: '1px solid rgb(255 255 255 / 0.25)',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.onBrand,
});

export const badgeIcon = style({ color: vars.color.accent, display: 'inline-flex' });

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

// On a phone the hero's buttons share the row evenly instead of leaving ragged gaps.
globalStyle(`${heroActions} > *`, {
  flex: '1 1 9rem',
  paddingInline: vars.space['4'],
  whiteSpace: 'nowrap',
  '@media': { [wide]: { flex: '0 0 auto', paddingInline: vars.space['6'] } },
});

export const heroImage = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  boxShadow: '0 30px 60px rgb(0 0 0 / 0.35)',
});

export const heroRating = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginTop: vars.space['5'],
  fontSize: vars.fontSize.sm,
  color: vars.color.brandSoft,
});

export const trustRow = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space['5']} 0`,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    'screen and (min-width: 48rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [wide]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const trustItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.brand,
});

export const trustBand = style({
  background: vars.color.surface,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const serviceImage = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const servicePrice = style({
  fontWeight: vars.fontWeight.black,
  color: vars.color.accentText,
  fontSize: vars.fontSize.lg,
});

export const partner = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.accent}`,
  '@media': { [wide]: { gridTemplateColumns: '1.3fr 1fr', padding: vars.space['8'] } },
});

export const partnerStat = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
});

export const partnerNumber = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
  lineHeight: 1,
});

export const actionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  marginTop: vars.space['5'],
});

export const demoGrid = style({
  display: 'grid',
  gap: vars.space['7'],
  '@media': { [wide]: { gridTemplateColumns: '0.9fr 1.1fr', alignItems: 'start' } },
});

export const demoServices = style({
  listStyle: 'none',
  margin: `${vars.space['5']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

export const demoService = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: 'rgb(255 255 255 / 0.08)',
  border: '1px solid rgb(255 255 255 / 0.2)',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

export const darkTitle = style({ color: vars.color.onBrand });
export const darkLead = style({ color: vars.color.brandSoft, fontSize: vars.fontSize.lg });
export const darkEyebrow = style({ color: vars.color.accent });

export const processList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const processItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const processNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.black,
});

export const processTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space['1'],
});
export const processText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const quote = style({ margin: 0, color: vars.color.text, flex: 1 });

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});

export const personName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand });
export const personTitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const closing = style({
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const contactGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [wide]: { gridTemplateColumns: '1.4fr 1fr', alignItems: 'start' } },
});

export const contactCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (min-width: 48rem)': { padding: vars.space['6'] } },
});

export const hoursTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const hoursCell = style({
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
export const hoursValue = style([hoursCell, { textAlign: 'end', fontWeight: vars.fontWeight.medium }]);

export const contactLine = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });
export const consent = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const formSlot = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const subTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

/** About the height of the form, so the page does not jump when the form arrives. */
export const formPlaceholder = style({
  minHeight: '36rem',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
