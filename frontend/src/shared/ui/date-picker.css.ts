import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { input } from './field.css.ts';

export const group = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    paddingBlock: 0,
  },
]);

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  paddingBlock: vars.space['2'],
});

export const segment = style({
  padding: '0 0.125rem',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});

export const calendarButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  marginInlineEnd: `calc(${vars.space['2']} * -1)`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const calendar = style({ padding: vars.space['3'], outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBottom: vars.space['2'],
});

export const calendarTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  paddingBottom: vars.space['1'],
});

export const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.borderStrong,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
});
