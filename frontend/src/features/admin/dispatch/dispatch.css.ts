// The dispatch board's own styles: the unassigned stops stand out (a thick accent border and a
// label, not colour alone), each driver's route is a list with a drag handle per stop, and the
// printed copy gives every driver a page of their own, in route order.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';

export const unassigned = style({
  borderInlineStart: `0.375rem solid ${vars.color.accentText}`,
  background: vars.color.accentSoft,
  padding: vars.space['3'],
  borderRadius: vars.radius.sm,
  '@media': { print: { display: 'none' } },
});

export const route = style({
  marginBlock: vars.space['4'],
  '@media': { print: { breakBefore: 'page' } },
});

export const routeList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['2'],
  outline: 'none',
});

export const routeItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space['2'],
  alignItems: 'start',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  breakInside: 'avoid',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-dragging]': { opacity: 0.5 },
  },
  '@media': { print: { border: '1px solid #000', color: '#000', background: '#fff', fontSize: '11pt' } },
});

export const dropIndicator = style({
  selectors: {
    '&[data-drop-target]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-1px', height: 0 },
  },
});

export const handle = style({
  minInlineSize: '2.75rem',
  minBlockSize: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'grab',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  '@media': { print: { border: 'none', cursor: 'auto' } },
});

export const stopText = style({ margin: 0, overflowWrap: 'anywhere' });

export const kind = style({
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  fontSize: '0.85em',
});
