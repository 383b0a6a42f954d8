import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minHeight: '1.5rem',
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  display: 'grid',
  placeItems: 'center',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    // The :has() twins style the native input before (or without) the script (decision 0051).
    [`${choice}[data-selected] &, ${choice}:has(input:checked) &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${choice}[data-focus-visible] &, ${choice}:has(input:focus-visible) &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

export const radioCircle = style([
  box,
  {
    borderRadius: '50%',
    selectors: {
      [`${choice}[data-selected] &, ${choice}:has(input:checked) &`]: {
        background: vars.color.surface,
        borderColor: vars.color.brand,
        borderWidth: '0.45rem',
      },
    },
  },
]);

/** The checkbox's tick: drawn always, shown when ticked, so it shows without the script too. */
export const tick = style({
  display: 'none',
  selectors: { [`${choice}[data-selected] &, ${choice}:has(input:checked) &`]: { display: 'block' } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const groupOptions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column', gap: vars.space['2'] } },
});

/** A fieldset that is only a group: no frame of its own (NativeRadioGroup). */
export const plainFieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const plainLegend = style({ padding: 0, marginBottom: vars.space['2'] });
