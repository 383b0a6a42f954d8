import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

// The page's frame, heading and text are the shared answer page's (shared/sections/confirmation.css.ts).
export const notFoundLinks = style({
  listStyle: 'none',
  margin: `${vars.space['3']} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['5']}`,
});
