import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: '0.15em' });

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const input = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // react-aria marks its inputs with data attributes once its script runs; a native control
    // (NativeSelect, the date fallback) and every field before that have only the pseudo-classes.
    '&[data-hovered], &:hover': { borderColor: vars.color.brandMid },
    '&[data-focused], &[data-focus-within], &:focus-visible': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 3px ${vars.color.focus}40`,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const textarea = style([input, { minHeight: '120px', resize: 'vertical' }]);
