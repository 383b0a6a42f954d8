import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

export const footer = style({
  background: vars.color.brand,
  color: vars.color.brandSoft,
  paddingTop: vars.space['8'],
  // Room for the fixed mobile bar so the last line is never hidden under it.
  paddingBottom: `calc(${vars.space['6']} + 4.5rem)`,
  '@media': { 'screen and (min-width: 48rem)': { paddingBottom: vars.space['6'] } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 64rem)': { gridTemplateColumns: '1.4fr 1fr 1.2fr 1fr 1.3fr' },
  },
});

export const brandBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  textDecoration: 'none',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible, &[data-focus-visible]': {
      outline: `3px solid ${vars.color.accent}`,
      outlineOffset: '3px',
    },
  },
});

export const heading = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space['3'],
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  color: vars.color.brandSoft,
  textDecoration: 'none',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover, &[data-hovered]': { color: vars.color.onBrand, textDecoration: 'underline' },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `3px solid ${vars.color.accent}`,
      outlineOffset: '2px',
    },
  },
});

export const plainItem = style({ color: vars.color.brandSoft });

export const socials = style({
  display: 'flex',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const socialIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  background: 'rgb(255 255 255 / 0.1)',
  color: vars.color.onBrand,
});

export const bottom = style({
  marginTop: vars.space['7'],
  paddingTop: vars.space['5'],
  borderTop: '1px solid rgb(255 255 255 / 0.15)',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
});

export const small = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
