// How the charts tell series apart without relying on colour (WCAG 1.4.1): each series has a
// colour, a marker shape and a fill pattern of its own, and a series' previous period is the same
// colour lighter, dashed and with hollow markers. Every colour, the lighter ones included, keeps
// 3:1 against the panels' white and the page's muted background (WCAG 1.4.11, tested in
// chart-palette.test.ts), so a line, a marker or a bar's outline is visible on its own.
import { colors } from '../../../shared/styles/tokens.ts';

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross';
export type FillPattern = 'solid' | 'hatch' | 'dots' | 'crosshatch' | 'lines';

export interface SeriesLook {
  /** Lines, markers and outlines of the series itself. */
  readonly color: string;
  /** The same series' previous period (and a fill pattern's background is white). */
  readonly lighter: string;
  readonly marker: MarkerShape;
  readonly fill: FillPattern;
}

/** In the order series are given; a sixth series starts again (a chart should not need one). */
export const seriesLooks: readonly SeriesLook[] = [
  { color: colors.navy900, lighter: '#5b7db1', marker: 'circle', fill: 'solid' },
  { color: colors.orange700, lighter: '#cf6a2e', marker: 'square', fill: 'hatch' },
  { color: colors.success700, lighter: '#3f8f5f', marker: 'triangle', fill: 'dots' },
  { color: '#6b3fa0', lighter: '#8a66bd', marker: 'diamond', fill: 'crosshatch' },
  { color: colors.textMuted, lighter: '#6d7a8c', marker: 'cross', fill: 'lines' },
];

export function seriesLook(index: number): SeriesLook {
  return seriesLooks[index % seriesLooks.length] as SeriesLook;
}

/** The previous period's line: dashes long enough to read as dashes at 1.5 px. */
export const comparisonDash = '6 4';

/** The backgrounds charts are drawn on: the panel and the page around it. */
export const chartBackgrounds = [colors.surface, colors.surfaceMuted] as const;

/** The axis and grid lines: the border colour, a 3:1 graphical object where it must be read. */
export const axisColor = colors.borderStrong;
export const gridColor = colors.border;
export const focusColor = colors.focus;
