import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { input } from './field.css.ts';

export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ flexShrink: 0, color: vars.color.brand });

/** The browser's own select, in the input's look, with the house chevron. */
export const nativeSelect = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: vars.space['8'],
  backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 16 16'%3E%3Cpath d='M4 6l4 4 4-4' fill='none' stroke='%230b2545' stroke-width='2'/%3E%3C/svg%3E")`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `right ${vars.space['3']} center`,
});
