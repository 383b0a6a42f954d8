import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

export const page = style({ paddingBlock: vars.space['7'] });

export const article = style({
  maxWidth: '46rem',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const title = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.black });

export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const summary = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
});

export const toc = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

globalStyle(`${toc} ol`, { margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: vars.space['1'] });

globalStyle(`${article} h2`, {
  fontSize: vars.fontSize.xl,
  marginTop: vars.space['5'],
  scrollMarginTop: '6rem',
});
globalStyle(`${article} section`, { display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
globalStyle(`${article} ul`, { paddingInlineStart: '1.25rem', display: 'grid', gap: vars.space['1'] });
