import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** The browser's own select, in the input's look, with the house chevron. */
export const nativeSelect = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: vars.space['8'],
  backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 16 16'%3E%3Cpath d='M4 6l4 4 4-4' fill='none' stroke='%230b2545' stroke-width='2'/%3E%3C/svg%3E")`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `right ${vars.space['3']} center`,
});
