import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/styles/theme.css.ts';

export const formLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  alignSelf: 'start',
  '@media': { 'screen and (min-width: 48rem)': { padding: vars.space['6'] } },
});

export const panelTitle = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.black });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { 'screen and (min-width: 40rem)': { gridColumn: '1 / -1' } } });

export const sizeCards = style({ display: 'grid', gap: vars.space['3'] });

export const sizeCard = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    // The :has() twins style the native radio before (or without) the script (decision 0051).
    '&[data-hovered], &:hover': { borderColor: vars.color.brandMid },
    '&[data-selected], &:has(input:checked)': {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
    },
    '&[data-focus-visible], &:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const sizeName = style({ fontWeight: vars.fontWeight.bold, display: 'block' });

export const sizeDetail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: 'block',
});

export const sizePrice = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
});

export const quoteBox = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
});

export const quoteRows = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  // No column gap, so the total's rule runs unbroken across both cells.
  rowGap: vars.space['2'],
  margin: 0,
});

export const quoteTerm = style({ color: vars.color.textMuted });

export const quoteValue = style({
  margin: 0,
  paddingInlineStart: vars.space['4'],
  fontWeight: vars.fontWeight.medium,
  textAlign: 'end',
});

export const quoteTotal = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  paddingTop: vars.space['2'],
});

export const companyBlock = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const blockTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, padding: 0 });

export const smallPrint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const submitRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const tableScroll = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const cellStyle = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const headCell = style([cellStyle, { background: vars.color.brand, color: vars.color.onBrand }]);

/** The card's radio mark; the shared one keys on the shared choice row, not on this card. */
export const sizeRadio = style({
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: 'border-width 120ms ease, border-color 120ms ease',
  selectors: {
    [`${sizeCard}[data-selected] &, ${sizeCard}:has(input:checked) &`]: {
      borderColor: vars.color.brand,
      borderWidth: '0.45rem',
    },
    [`${sizeCard}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

/** The message under the dates when the chosen range crosses a fully booked day. */
export const datesUnavailable = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  selectors: { '&:empty': { display: 'none' } },
});

export const datesUnavailableText = style({ margin: 0 });
