// The back office's look: the site's theme variables (contrast pairs tested in tokens.test.ts),
// dense tables for a desk, and focus rings on everything that takes focus (WCAG 2.2 AA).
// It reflows down to 320 CSS px (WCAG 1.4.10): no page scrolls sideways; a table wider than the
// screen scrolls inside its own keyboard-focusable region (tableWrap) instead.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

/** A phone held upright: less padding, so the content keeps the width it needs. */
const narrowScreen = 'screen and (max-width: 40rem)';

const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  // One column no wider than the viewport: an implicit `auto` column would grow to the widest
  // content's minimum (a table's full width) and widen the whole page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  '@media': { print: { background: '#fff', color: '#000' } },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['2'],
  insetBlockStart: '-4rem',
  padding: vars.space['2'],
  background: vars.color.surface,
  color: vars.color.brand,
  zIndex: 10,
  selectors: { '&:focus': { insetBlockStart: vars.space['2'], ...focusRing } },
});

export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['2']} ${vars.space['5']}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  '@media': {
    print: { display: 'none' },
    [narrowScreen]: { gap: vars.space['2'], padding: `${vars.space['2']} ${vars.space['3']}` },
  },
});

export const brand = style({
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.lg,
  marginInlineEnd: vars.space['4'],
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.brandMid },
    '&:focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      background: vars.color.brandStrong,
      textDecoration: 'underline',
      textUnderlineOffset: '0.3em',
    },
  },
});

export const userBox = style({
  marginInlineStart: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const main = style({
  padding: vars.space['5'],
  maxWidth: '90rem',
  width: '100%',
  minWidth: 0,
  marginInline: 'auto',
  boxSizing: 'border-box',
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { print: { padding: 0, maxWidth: 'none' }, [narrowScreen]: { padding: vars.space['3'] } },
});

export const pageTitle = style({
  fontSize: vars.fontSize['2xl'],
  margin: `0 0 ${vars.space['4']}`,
  color: vars.color.brand,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  margin: `${vars.space['5']} 0 ${vars.space['3']}`,
  color: vars.color.brand,
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  marginBlockEnd: vars.space['4'],
  minWidth: 0,
  // Addresses, names and e-mail subjects break where they must rather than widen the page.
  overflowWrap: 'anywhere',
  '@media': { [narrowScreen]: { padding: vars.space['3'] } },
});

export const signInCard = style([
  panel,
  {
    maxWidth: '26rem',
    margin: `${vars.space['8']} auto`,
    display: 'grid',
    gap: vars.space['4'],
    padding: vars.space['6'],
  },
]);

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(11rem, 100%), 1fr))',
  gap: vars.space['3'],
  alignItems: 'end',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

export const statusCounts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space['3']}`,
});

export const countLink = style({
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': focusRing,
    '&[aria-current="true"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
    },
  },
});

/**
 * The one part of a page that may scroll sideways: a table wider than the screen. It is a named
 * region in the tab order (tabIndex 0) so the arrow keys scroll it, and shows where the focus is.
 */
export const tableWrap = style({
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  // On a phone the table keeps a desk's proportions and scrolls in its region (tableWrap) rather
  // than squeeze every column into a word a line.
  minWidth: '44rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, {
  background: vars.color.brandSoft,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
});

export const column = style({
  cursor: 'default',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const sortable = style({
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const tableRow = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const cell = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const link = style({
  color: vars.color.brandMid,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  // A long e-mail address has no space to break at: it breaks anywhere rather than widen the page.
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.brand }, '&:focus-visible': focusRing },
});

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  border: '1px solid currentColor',
  whiteSpace: 'nowrap',
});

export const badgeTone = styleVariants({
  neutral: { color: vars.color.brand, background: vars.color.brandSoft },
  good: { color: vars.color.success, background: vars.color.successSoft },
  warn: { color: vars.color.accentText, background: vars.color.accentSoft },
  bad: { color: vars.color.danger, background: vars.color.dangerSoft },
});

export const notice = styleVariants({
  error: {
    overflowWrap: 'anywhere',
    color: vars.color.danger,
    background: vars.color.dangerSoft,
    padding: vars.space['3'],
    borderRadius: vars.radius.sm,
    margin: `0 0 ${vars.space['3']}`,
  },
  success: {
    overflowWrap: 'anywhere',
    color: vars.color.success,
    background: vars.color.successSoft,
    padding: vars.space['3'],
    borderRadius: vars.radius.sm,
    margin: `0 0 ${vars.space['3']}`,
  },
});

export const muted = style({ color: vars.color.textMuted });

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  // On a phone each term sits above its value: two columns would leave the value too narrow.
  '@media': { [narrowScreen]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});
globalStyle(`${definitionList} dt`, { fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
globalStyle(`${definitionList} dd`, {
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [narrowScreen]: { marginBlockEnd: vars.space['2'] } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(22rem, 100%), 1fr))',
  gap: vars.space['4'],
});

export const plainList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  // Items no wider than the list: an implicit `auto` column grows to the longest unbroken text.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['2'],
});

/** The day board printed: black on white, no navigation, no buttons, stops not split across pages. */
export const printHidden = style({ '@media': { print: { display: 'none' } } });

export const stop = style({
  breakInside: 'avoid',
  '@media': { print: { border: '1px solid #000', color: '#000', background: '#fff', fontSize: '11pt' } },
});

export const calendarGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space['1'],
  '@media': { [narrowScreen]: { gap: '2px' } },
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

/** A day of the fleet's month: seven to a row, so on a phone the cell is small and so is its text. */
const calendarDayBase = style({
  padding: vars.space['2'],
  borderRadius: vars.radius.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@media': { [narrowScreen]: { padding: `${vars.space['1']} 2px`, fontSize: vars.fontSize.xs } },
});

export const calendarDay = styleVariants({
  ok: [calendarDayBase, { border: `1px solid ${vars.color.border}`, background: vars.color.surface }],
  full: [
    calendarDayBase,
    { border: `1px solid ${vars.color.accentText}`, background: vars.color.accentSoft },
  ],
  over: [calendarDayBase, { border: `2px solid ${vars.color.danger}`, background: vars.color.dangerSoft }],
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  cursor: 'pointer',
  outline: 'none',
});

export const checkboxBox = style({
  width: '1.25rem',
  height: '1.25rem',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});
