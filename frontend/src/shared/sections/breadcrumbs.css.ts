import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const breadcrumbList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: `0 0 ${vars.space['4']}`,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.brandSoft,
  selectors: { '&[data-tone="dark"]': { color: vars.color.textMuted } },
});

export const breadcrumbLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { color: vars.color.onBrand },
    '[data-tone="dark"] &:hover': { color: vars.color.brand },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const breadcrumbSeparator = style({ marginInline: vars.space['2'] });

export const breadcrumbCurrent = style({ fontWeight: vars.fontWeight.bold });
