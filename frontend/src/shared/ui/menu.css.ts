import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// The dropdown is at most 24rem tall and scrolls (spec section 2). React Aria writes the
// popover's max-height inline (the room left in the viewport), which a class cannot lower, so the
// cap and the frame are on the menu inside it. The popover is a column so that, where the
// viewport leaves less room than 24rem, the menu shrinks to it and still scrolls.
export const menuPopover = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: '16rem',
  outline: 'none',
});

export const menu = style({
  boxSizing: 'border-box',
  minHeight: 0,
  maxHeight: '24rem',
  overflowY: 'auto',
  padding: vars.space['2'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const sectionHeader = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.accentText,
});

export const section = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space['1'] } },
});
