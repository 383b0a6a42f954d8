import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  lineHeight: 1.2,
  textDecoration: 'none',
  textAlign: 'center',
  cursor: 'pointer',
  transition:
    'background-color 150ms ease, border-color 150ms ease, transform 150ms ease, box-shadow 150ms ease',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[data-pressed]': { transform: 'translateY(1px)' },
    '&[data-disabled], &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const buttonVariant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      boxShadow: vars.shadow.sm,
      selectors: { '&[data-hovered], &:hover': { background: vars.color.accentHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { '&[data-hovered], &:hover': { background: vars.color.brandMid } },
    },
  ],
  outline: [
    base,
    {
      background: 'transparent',
      color: vars.color.brand,
      borderColor: vars.color.brand,
      selectors: { '&[data-hovered], &:hover': { background: vars.color.brandSoft } },
    },
  ],
  /** For dark backgrounds. */
  outlineLight: [
    base,
    {
      background: 'transparent',
      color: vars.color.onBrand,
      borderColor: 'rgb(255 255 255 / 0.85)',
      selectors: { '&[data-hovered], &:hover': { background: 'rgb(255 255 255 / 0.12)' } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.brand,
      paddingInline: vars.space['3'],
      selectors: { '&[data-hovered], &:hover': { background: vars.color.brandSoft } },
    },
  ],
});

export const buttonSize = styleVariants({
  sm: { minHeight: '2.25rem', paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
  md: {},
  lg: { minHeight: '3.25rem', paddingInline: vars.space['6'], fontSize: vars.fontSize.lg },
});

export const fullWidth = style({ width: '100%' });

export type ButtonVariant = keyof typeof buttonVariant;
export type ButtonSize = keyof typeof buttonSize;
