// The drawn pieces every chart shares: marker shapes, fill patterns and the legend's samples, so
// a series looks the same in the plot and in its legend (WCAG 1.4.1: shape and pattern, not only
// colour, tell the series apart).
import { type ReactNode, useId } from 'react';
import {
  comparisonDash,
  type FillPattern,
  focusColor,
  type MarkerShape,
  type SeriesLook,
} from './chart-palette.ts';
import * as css from './charts.css.ts';

interface MarkerProps {
  readonly shape: MarkerShape;
  readonly x: number;
  readonly y: number;
  readonly color: string;
  /** Hollow (white inside) for a previous period. */
  readonly hollow?: boolean;
  readonly size?: number;
}

/** A marker centred on (x, y), about `size` px across. */
export function Marker({ shape, x, y, color, hollow = false, size = 8 }: MarkerProps) {
  const r = size / 2;
  const paint = { fill: hollow ? '#ffffff' : color, stroke: color, strokeWidth: 1.5 };
  if (shape === 'circle') return <circle cx={x} cy={y} r={r} {...paint} />;
  if (shape === 'square') return <rect x={x - r} y={y - r} width={size} height={size} {...paint} />;
  if (shape === 'triangle')
    return <path d={`M${x},${y - r * 1.15}L${x + r * 1.15},${y + r}L${x - r * 1.15},${y + r}Z`} {...paint} />;
  if (shape === 'diamond')
    return (
      <path
        d={`M${x},${y - r * 1.3}L${x + r * 1.3},${y}L${x},${y + r * 1.3}L${x - r * 1.3},${y}Z`}
        {...paint}
      />
    );
  return (
    <path
      d={`M${x - r},${y - r}L${x + r},${y + r}M${x - r},${y + r}L${x + r},${y - r}`}
      stroke={color}
      strokeWidth={2.5}
    />
  );
}

/** The keyboard's or pointer's marker around a bar: the focus colour, 3 px, a little outside it. */
export function FocusBox({ x, y, width, height }: { x: number; y: number; width: number; height: number }) {
  return (
    <rect
      x={x - 3}
      y={y - 3}
      width={width + 6}
      height={height + 6}
      fill="none"
      stroke={focusColor}
      strokeWidth={3}
    />
  );
}

/** A React id usable inside an SVG url(#...) reference (letters, digits and hyphens only). */
export function useSvgId(): string {
  return `chart${useId().replace(/[^a-zA-Z0-9]/g, '-')}`;
}

/** The id of a series' fill pattern inside one chart (ids are unique per chart: `prefix`). */
export function patternId(prefix: string, series: number, lighter: boolean): string {
  return `${prefix}-fill-${series}${lighter ? '-previous' : ''}`;
}

function patternMarks(fill: FillPattern, color: string): ReactNode {
  if (fill === 'hatch') return <path d="M-2,2L2,-2M0,8L8,0M6,10L10,6" stroke={color} strokeWidth={2} />;
  if (fill === 'dots') return <circle cx={4} cy={4} r={1.8} fill={color} />;
  if (fill === 'crosshatch') return <path d="M0,0L8,8M8,0L0,8" stroke={color} strokeWidth={1.5} />;
  if (fill === 'lines') return <path d="M0,4L8,4" stroke={color} strokeWidth={2} />;
  return <rect width={8} height={8} fill={color} />;
}

/**
 * One pattern per series (and a lighter one for its previous period) on a white ground: a bar is
 * told apart by its pattern, and its outline, in the series' colour, keeps 3:1 on the background.
 */
export function FillPatterns({ prefix, looks }: { prefix: string; looks: readonly SeriesLook[] }) {
  return (
    <defs>
      {looks.flatMap((look, index) =>
        [false, true].map((lighter) => (
          <pattern
            key={patternId(prefix, index, lighter)}
            id={patternId(prefix, index, lighter)}
            width={8}
            height={8}
            patternUnits="userSpaceOnUse"
          >
            <rect width={8} height={8} fill="#ffffff" />
            {patternMarks(look.fill, lighter ? look.lighter : look.color)}
          </pattern>
        )),
      )}
    </defs>
  );
}

/** A legend entry's sample: a short line with its marker, or a patterned box for bars. */
export function Swatch({ look, kind, lighter = false }: SwatchProps) {
  const prefix = useSvgId();
  const color = lighter ? look.lighter : look.color;
  if (kind === 'line')
    return (
      <svg className={css.swatch} width={32} height={14} aria-hidden="true" focusable="false">
        <line
          x1={1}
          x2={31}
          y1={7}
          y2={7}
          stroke={color}
          strokeWidth={2}
          strokeDasharray={lighter ? comparisonDash : undefined}
        />
        <Marker shape={look.marker} x={16} y={7} color={color} hollow={lighter} />
      </svg>
    );
  return (
    <svg className={css.swatch} width={18} height={18} aria-hidden="true" focusable="false">
      <FillPatterns prefix={prefix} looks={[look]} />
      <rect
        x={1}
        y={1}
        width={16}
        height={16}
        fill={`url(#${patternId(prefix, 0, lighter)})`}
        stroke={color}
        strokeWidth={2}
        strokeDasharray={lighter ? '3 2' : undefined}
      />
    </svg>
  );
}

interface SwatchProps {
  readonly look: SeriesLook;
  readonly kind: 'line' | 'bar';
  readonly lighter?: boolean;
}

export interface LegendEntry {
  readonly label: string;
  readonly look: SeriesLook;
  readonly lighter: boolean;
}

/** The series' names beside their samples, in the order they are drawn and navigated. */
export function ChartLegend({ entries, kind }: { entries: readonly LegendEntry[]; kind: 'line' | 'bar' }) {
  return (
    <ul className={css.legend}>
      {entries.map((entry) => (
        <li key={entry.label} className={css.legendItem}>
          <Swatch look={entry.look} kind={kind} lighter={entry.lighter} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
