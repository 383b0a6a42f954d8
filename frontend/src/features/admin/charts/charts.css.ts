// The charts' look. The plot reflows to its container's width (320 px phones to a desk), its text
// stays at the page's size rather than shrinking with the drawing, and nothing moves: there is no
// animation to reduce (prefers-reduced-motion). Printed, the numbers' table is always shown.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const figure = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  minWidth: 0,
  breakInside: 'avoid-page',
});

export const title = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.brand });

export const description = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.textMuted });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const swatch = style({ flex: 'none', display: 'block' });

/** The plot: one tab stop the arrow keys work in; its focus ring shows where the keyboard is. */
export const plot = style({
  position: 'relative',
  minWidth: 0,
  borderRadius: vars.radius.sm,
  touchAction: 'pan-y',
  selectors: { '&:focus-visible': focusRing },
});

/** The marker's layer, over the drawing and the same size; the pointer goes through it. */
export const overlay = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: '100%',
  height: '100%',
  overflow: 'visible',
  pointerEvents: 'none',
});

export const svg = style({ display: 'block', maxWidth: '100%', height: 'auto', overflow: 'visible' });

globalStyle(`${svg} text`, { fill: vars.color.text, fontFamily: vars.font.body });

/** The point the keyboard or pointer is on, in words: the visible twin of the announcement. */
export const readout = style({
  margin: 0,
  minHeight: '1.6em',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  '@media': { print: { display: 'none' } },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  '@media': { print: { display: 'none' } },
});

/** The numbers' region on paper: nothing scrolls there, so the whole table is printed. */
export const numbersRegion = style({ '@media': { print: { overflow: 'visible', border: 'none' } } });

/** The numbers' region when folded away: hidden on screen, shown on paper. */
export const foldedOnScreen = style({ '@media': { screen: { display: 'none' } } });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  color: vars.color.textMuted,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, {
  background: vars.color.brandSoft,
  color: vars.color.brand,
  textAlign: 'start',
});
globalStyle(`${table} tbody th, ${table} tfoot th`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`${table} td`, { textAlign: 'end' });
globalStyle(`${table} tfoot`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${table} thead th + th`, { textAlign: 'end' });
// On paper long headers wrap, so five columns fit a Letter page.
globalStyle(`${table} th, ${table} td`, { '@media': { print: { whiteSpace: 'normal', fontSize: '9pt' } } });
