// The back office's lists on a phone and the ways past them (decision 0128): cards instead of a
// table below 600 px, the filters' disclosure, the line that says a table scrolls, and a skip
// link inside a page that shows only when it has the focus.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';
import { visuallyHidden } from '../../shared/styles/utilities.css.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/** Out of sight until it has the focus, then in the page's flow (not over the heading). */
export const inPageSkipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'static',
        display: 'inline-block',
        width: 'auto',
        height: 'auto',
        overflow: 'visible',
        clip: 'auto',
        whiteSpace: 'normal',
        margin: `0 0 ${vars.space['3']}`,
        padding: vars.space['2'],
        background: vars.color.surface,
        color: vars.color.brand,
        fontWeight: vars.fontWeight.bold,
        ...focusRing,
      },
    },
  },
]);

/** The filters' heading as a button on a phone: the whole line is the target. */
export const disclosure = style({
  all: 'unset',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  width: '100%',
  minHeight: '2.75rem',
  cursor: 'pointer',
  color: vars.color.brand,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRing },
});

export const scrollHint = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const cards = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  selectors: { '&:focus-visible': focusRing },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  overflowWrap: 'anywhere',
});
globalStyle(`${card} p`, { margin: 0 });

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.fontSize.lg,
});

/** Term and value side by side: the card is narrow, the terms are short. */
export const cardFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${cardFacts} dt`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
globalStyle(`${cardFacts} dd`, { margin: 0 });
