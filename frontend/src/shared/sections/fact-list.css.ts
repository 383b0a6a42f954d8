import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** A term and its value: rows of the list's grid, without a box of their own. */
export const factRow = style({ display: 'contents' });

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
