import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const notice = style({
  // The whole width of a form laid out in columns (the booking form's two panels).
  gridColumn: '1 / -1',
  padding: vars.space['4'],
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
});

export const noticeTitle = style({ fontWeight: vars.fontWeight.bold, margin: 0 });

export const noticeText = style({ margin: `${vars.space['1']} 0 0` });
