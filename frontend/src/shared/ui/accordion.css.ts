import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  selectors: { '&[data-expanded]': { borderColor: vars.color.brandMid } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  width: '100%',
  minHeight: '3.5rem',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: 0,
  background: 'transparent',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.surfaceMuted },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '-3px',
    },
  },
});

export const icon = style({
  flexShrink: 0,
  transition: 'transform 200ms ease',
  color: vars.color.accentText,
  selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(45deg)' } },
});

export const panel = style({
  color: vars.color.textMuted,
});

export const panelInner = style({ padding: `0 ${vars.space['4']} ${vars.space['4']}` });
