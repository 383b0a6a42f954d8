import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['4'],
  background: 'rgb(11 37 69 / 0.55)',
});

export const modal = style({
  width: '100%',
  maxWidth: '32rem',
  maxHeight: 'calc(100dvh - 2rem)',
  overflow: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const dialog = style({ padding: vars.space['6'], outline: 'none', position: 'relative' });

export const title = style({
  fontSize: vars.fontSize.xl,
  marginBottom: vars.space['4'],
  paddingInlineEnd: '2.5rem',
});

export const close = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['3'],
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` },
  },
});
