import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (min-width: 48rem)': { padding: vars.space['6'] } },
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const cardText = style({ color: vars.color.textMuted });

export const grid3 = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 64rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const iconBadge = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const checkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const checkItem = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  selectors: {
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: '1.25rem',
      height: '1.25rem',
      marginTop: '0.2rem',
      borderRadius: '50%',
      background: `${vars.color.success} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='M5 10.5l3 3 7-7' fill='none' stroke='white' stroke-width='2.4'/%3E%3C/svg%3E") center/100% no-repeat`,
    },
  },
});
