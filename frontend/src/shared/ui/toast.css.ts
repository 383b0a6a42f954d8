import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const region = style({
  position: 'fixed',
  zIndex: 200,
  insetInline: vars.space['4'],
  bottom: `calc(${vars.space['4']} + 4.5rem)`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  outline: 'none',
  '@media': {
    'screen and (min-width: 48rem)': {
      insetInline: 'auto',
      right: vars.space['5'],
      bottom: vars.space['5'],
      width: '24rem',
    },
  },
  selectors: {
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '4px',
      borderRadius: vars.radius.md,
    },
  },
});

const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  borderInlineStart: '6px solid',
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  touchAction: 'pan-y',
  userSelect: 'none',
  transition: 'transform 150ms ease, opacity 150ms ease',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const toast = styleVariants({
  success: [toastBase, { borderColor: vars.color.success, background: vars.color.successSoft }],
  destructive: [toastBase, { borderColor: vars.color.danger, background: vars.color.dangerSoft }],
});

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const titleVariant = styleVariants({
  success: [title, { color: vars.color.success }],
  destructive: [title, { color: vars.color.danger }],
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgb(0 0 0 / 0.06)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` },
  },
});
