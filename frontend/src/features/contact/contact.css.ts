import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const row = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
