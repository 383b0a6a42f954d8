import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

/** Below tablet width the fixed bar shows, and the help button sits in its corner. */
const phone = 'screen and (max-width: 47.99rem)';
/** The help button on a phone: the bar's button height, so it fits inside the bar. */
const phoneHelpSize = '2.75rem';

export const skipLink = style({
  position: 'absolute',
  left: vars.space['3'],
  top: '-10rem',
  zIndex: 300,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { top: vars.space['3'] } },
});

export const main = style({ display: 'block', minHeight: '60vh', outline: 'none' });

export const mobileBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 40,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['2'],
  // The right end is left free for the help button (helpWidget), so it covers neither the bar's
  // buttons nor, floating above the bar, the page's fields and prices (decision 0129).
  padding: `${vars.space['2']} calc(${vars.space['3']} + ${phoneHelpSize} + ${vars.space['2']}) calc(${vars.space['2']} + env(safe-area-inset-bottom)) ${vars.space['3']}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 16px rgb(11 37 69 / 0.12)',
  '@media': { 'screen and (min-width: 48rem)': { display: 'none' } },
});

export const helpWidget = style({
  position: 'fixed',
  // On a phone: inside the fixed bar's right end, level with its buttons. The page already
  // leaves room for the bar, so the button lies over nothing a visitor needs to reach.
  right: vars.space['3'],
  bottom: `calc(${vars.space['2']} + env(safe-area-inset-bottom))`,
  zIndex: 45,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  '@media': { 'screen and (min-width: 48rem)': { bottom: vars.space['5'], right: vars.space['5'] } },
});

export const helpToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '3rem',
  minWidth: '3rem',
  justifyContent: 'center',
  paddingInline: vars.space['3'],
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  outline: 'none',
  '@media': { [phone]: { minHeight: phoneHelpSize, minWidth: phoneHelpSize, paddingInline: 0 } },
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.brandMid },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '3px',
    },
  },
});

/** The label shows from tablet width up; on a phone the round button keeps out of the text. */
export const helpLabel = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const helpPanel = style({
  width: 'min(18rem, calc(100vw - 2rem))',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const helpTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const helpText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
