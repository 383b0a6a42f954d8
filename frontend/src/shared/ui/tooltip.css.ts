import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const tooltip = style({
  maxWidth: '18rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
});

export const arrow = style({
  fill: vars.color.brand,
  selectors: {
    '&[data-placement="bottom"] svg': { transform: 'rotate(180deg)' },
    '&[data-placement="right"] svg': { transform: 'rotate(90deg)' },
    '&[data-placement="left"] svg': { transform: 'rotate(-90deg)' },
  },
});
