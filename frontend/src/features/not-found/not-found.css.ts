import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

export const notFound = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  minHeight: '50vh',
});

export const notFoundTitle = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.black });

export const notFoundText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const notFoundLinks = style({
  listStyle: 'none',
  margin: `${vars.space['3']} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['5']}`,
});
