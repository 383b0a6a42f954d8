import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const link = style({
  color: vars.color.brandMid,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover, &[data-hovered]': { textDecorationThickness: '2px', color: vars.color.brand },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const linkOnDark = style([
  link,
  {
    color: vars.color.onBrand,
    selectors: { '&:hover, &[data-hovered]': { color: vars.color.onBrand } },
  },
]);
