import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const confirmation = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  minHeight: '50vh',
});

export const confirmationTitle = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.black });

export const confirmationText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['2']} ${vars.space['5']}`,
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // On a phone each term sits above its value: side by side, a reference or a long date would
  // break a character or two a line.
  '@media': {
    'screen and (max-width: 30rem)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      rowGap: 0,
      padding: vars.space['3'],
    },
  },
});
globalStyle(`${facts} dd`, {
  '@media': { 'screen and (max-width: 30rem)': { marginBlockEnd: vars.space['2'] } },
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
