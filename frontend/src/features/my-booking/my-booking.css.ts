import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '48rem',
});

export const title = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.black, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const panelTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

const stepBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
});

export const step = styleVariants({
  done: [
    stepBase,
    { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.text },
  ],
  current: [
    stepBase,
    { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  ],
  upcoming: [stepBase, { background: vars.color.surface, color: vars.color.textMuted }],
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const dateRow = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const preview = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
