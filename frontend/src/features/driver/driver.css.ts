// The driver's phone: the site's theme variables (contrast pairs tested in tokens.test.ts), large
// tap targets and one column, since it is used standing at a truck with one hand.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

export const main = style({
  padding: vars.space['3'],
  maxWidth: '40rem',
  marginInline: 'auto',
  boxSizing: 'border-box',
  overflowWrap: 'anywhere',
});

export const pageTitle = style({
  fontSize: vars.fontSize['2xl'],
  margin: `0 0 ${vars.space['3']}`,
  color: vars.color.brand,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  margin: `0 0 ${vars.space['2']}`,
  color: vars.color.brand,
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  marginBlockEnd: vars.space['3'],
});

export const plainList = style({ listStyle: 'none', padding: 0, margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const muted = style({ color: vars.color.textMuted });

export const notice = styleVariants({
  error: { color: vars.color.danger, background: vars.color.dangerSoft, padding: vars.space['2'] },
});

/** Native controls at a size a thumb hits (WCAG 2.5.8). */
export const control = style({ minHeight: '44px', fontSize: vars.fontSize.md, maxWidth: '100%' });
