import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

const desktop = 'screen and (min-width: 72rem)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: 'rgb(255 255 255 / 0.97)',
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@supports': {
    '(backdrop-filter: blur(8px))': { background: 'rgb(255 255 255 / 0.9)', backdropFilter: 'blur(8px)' },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: vars.layout.headerHeight,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  // On the narrowest phones (320 CSS px, or 400% zoom) the brand gives way down to its name, its
  // tagline wrapping, so the menu button stays inside the viewport (WCAG 1.4.10 Reflow).
  flexShrink: 1,
  outline: 'none',
  selectors: {
    '&:focus-visible, &[data-focus-visible]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '3px',
    },
  },
});

export const logoMark = style({ flexShrink: 0 });
export const logoText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.1 });
export const logoName = style({
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.lg,
  color: vars.color.brand,
  letterSpacing: '-0.01em',
  // The brand may give way on a narrow screen, but its name stays on one line.
  whiteSpace: 'nowrap',
  selectors: { '&[data-tone="light"]': { color: vars.color.onBrand } },
});
export const logoTagline = style({
  fontSize: '0.75rem',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  selectors: { '&[data-tone="light"]': { color: vars.color.brandSoft } },
  // Between 72rem and 80rem the full desktop nav needs the room.
  '@media': {
    'screen and (min-width: 72rem) and (max-width: 80rem)': {
      selectors: { '&:not([data-tone="light"])': { display: 'none' } },
    },
  },
});

export const desktopNav = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex', alignItems: 'center', gap: vars.space['1'] } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '2.5rem',
  paddingInline: '0.625rem',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered], &:hover': { background: vars.color.brandSoft },
    '&[data-pressed], &[data-pressed="true"]': { background: vars.color.brandSoft },
    '&[data-focus-visible], &:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.3em' },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexShrink: 0 });

export const phone = style({
  display: 'none',
  '@media': {
    'screen and (min-width: 30rem)': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
      fontWeight: vars.fontWeight.bold,
      textDecoration: 'none',
      color: vars.color.brand,
      whiteSpace: 'nowrap',
    },
  },
});

export const bookDesktop = style({
  display: 'none',
  whiteSpace: 'nowrap',
  '@media': { 'screen and (min-width: 48rem)': { display: 'inline-flex' } },
});

export const menuToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.brandSoft },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
  '@media': { [desktop]: { display: 'none' } },
});

export const mobilePanel = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxHeight: `calc(100dvh - ${vars.layout.headerHeight})`,
  overflowY: 'auto',
  paddingBlock: vars.space['3'],
  '@media': { [desktop]: { display: 'none' } },
});

export const mobileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const mobileLink = style([
  navLink,
  { width: '100%', minHeight: '2.75rem', fontSize: vars.fontSize.md },
]);

export const mobileGroupTitle = style({
  margin: `${vars.space['3']} 0 ${vars.space['1']}`,
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const mobileCities = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

export const mobileActions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
});

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});
