import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const menuPopover = style({
  maxHeight: '24rem',
  overflowY: 'auto',
  minWidth: '16rem',
});

export const menu = style({ padding: vars.space['2'], outline: 'none' });

export const sectionHeader = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.accentText,
});

export const section = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space['1'] } },
});
