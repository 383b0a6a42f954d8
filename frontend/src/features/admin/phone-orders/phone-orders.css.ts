// The New booking page's own pieces: the read-out notice (the brand's soft background, as
// contrast-checked pairs in tokens.test.ts) and the form's two-column field grid, one column on a
// phone (WCAG 1.4.10).
import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';

export const readOutNotice = style({
  overflowWrap: 'anywhere',
  color: vars.color.text,
  background: vars.color.accentSoft,
  padding: vars.space['3'],
  borderRadius: vars.radius.sm,
  margin: `0 0 ${vars.space['3']}`,
});

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))',
  gap: vars.space['3'],
  alignItems: 'start',
});

export const fieldset = style({
  border: 0,
  padding: 0,
  margin: `0 0 ${vars.space['4']}`,
  minWidth: 0,
});

export const legend = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.lg,
  marginBottom: vars.space['2'],
});
