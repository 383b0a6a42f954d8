import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

export const guide = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
});

export const resultLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const resultSize = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
});

export const resultPrice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
