// The value axis and its grid lines, vertical (time series) or horizontal (bars by category).
// Tick labels are text the page's size; the grid is light, the zero line is the axis colour.
import { axisColor, gridColor } from './chart-palette.ts';
import type { LinearScale } from './chart-scale.ts';
import { tickText, type ValueUnit } from './chart-values.ts';

interface ValueAxisProps {
  readonly scale: LinearScale;
  readonly unit: ValueUnit;
  /** Vertical: ticks on the left at `edge`, grid lines from `from` to `to` across. */
  readonly orientation: 'vertical' | 'horizontal';
  readonly edge: number;
  readonly from: number;
  readonly to: number;
}

export function ValueAxis({ scale, unit, orientation, edge, from, to }: ValueAxisProps) {
  const zero = scale.domain[0] <= 0 && scale.domain[1] >= 0 ? scale(0) : undefined;
  return (
    <g>
      {scale.ticks.map((tick) => {
        const at = scale(tick);
        return orientation === 'vertical' ? (
          <g key={tick}>
            <line x1={from} x2={to} y1={at} y2={at} stroke={gridColor} />
            <text x={edge - 6} y={at} dy="0.32em" textAnchor="end" fontSize={12}>
              {tickText(unit, tick)}
            </text>
          </g>
        ) : (
          <g key={tick}>
            <line y1={from} y2={to} x1={at} x2={at} stroke={gridColor} />
            <text y={edge + 16} x={at} textAnchor="middle" fontSize={12}>
              {tickText(unit, tick)}
            </text>
          </g>
        );
      })}
      {zero === undefined ? null : orientation === 'vertical' ? (
        <line x1={from} x2={to} y1={zero} y2={zero} stroke={axisColor} strokeWidth={1.5} />
      ) : (
        <line y1={from} y2={to} x1={zero} x2={zero} stroke={axisColor} strokeWidth={1.5} />
      )}
    </g>
  );
}

/** Room for the widest tick label at 12 px (about 7 px a character), plus a gap. */
export function tickLabelWidth(scale: LinearScale, unit: ValueUnit): number {
  const longest = Math.max(...scale.ticks.map((tick) => tickText(unit, tick).length), 1);
  return longest * 7 + 10;
}
