import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** Read by screen readers, invisible on screen. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A list as a row of items that wraps, without bullets (a status's steps, a city's chips). */
export const wrappingList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { 'screen and (min-width: 48rem)': { paddingInline: vars.space['6'] } },
});

export const section = style({
  paddingBlock: vars.space['8'],
  '@media': { 'screen and (min-width: 64rem)': { paddingBlock: vars.space['9'] } },
});

export const sectionMuted = style([section, { background: vars.color.surfaceMuted }]);

export const sectionDark = style([section, { background: vars.color.brand, color: vars.color.onBrand }]);

export const eyebrow = style({
  display: 'inline-block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accentText,
  marginBottom: vars.space['2'],
});

export const sectionTitle = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.black,
  marginBottom: vars.space['4'],
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '42rem',
});

export const sectionHeader = style({
  textAlign: 'center',
  marginInline: 'auto',
  marginBottom: vars.space['7'],
  maxWidth: '48rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});
