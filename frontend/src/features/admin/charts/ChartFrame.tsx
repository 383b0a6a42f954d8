// What every chart shares (decision 0158): its title, legend, the plot as one focusable region
// (role="application", so a screen reader in browse mode hands it the arrow keys) with a marker
// the keys move, the point announced through a polite live region that is also shown on screen,
// and the numbers' table with its CSV. Each chart only draws its SVG, which is hidden from
// assistive technology: the announcement and the table carry the same numbers in words.
// The drawing is made once per width and the marker is drawn over it, so a key press redraws
// the marker alone, not a year of points or the table.
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { visuallyHidden } from '../../../shared/styles/utilities.css.ts';
import { ChartTable } from './ChartTable.tsx';
import type { ChartTableModel } from './chart-table-model.ts';
import * as css from './charts.css.ts';
import { firstPoint, keyboardHint, movePoint, type PointAt, type PointGrid } from './roving-point.ts';
import { usePlotWidth } from './use-plot-width.ts';

/** What every chart is called: its heading, and the line under it. */
export interface ChartHeading {
  readonly title: string;
  /** The range and what it is compared with: 'Mar 1-31, 2026, against Feb 1-28'. */
  readonly description?: string;
  /** The title's heading level on the page (3 unless the page says). */
  readonly headingLevel?: 2 | 3 | 4;
}

/** The table's caption: the title and, when there is one, the range. */
export function captionOf({ title, description }: ChartHeading): string {
  return description ? `${title}, ${description}` : title;
}

export interface ChartFrameProps {
  readonly heading: ChartHeading;
  readonly legend?: ReactNode;
  readonly table: ChartTableModel;
  readonly grid: PointGrid;
  /** 'days', 'cities', 'sources': what the keys along the drawing move between. */
  readonly pointNoun: string;
  /** What the other keys move between: 'series' unless the chart says ('bars'). */
  readonly seriesNoun?: string;
  /** The point in words: series, period or category, value. */
  readonly describe: (at: PointAt) => string;
  /** The point under the pointer (x, y in the plot's pixels), if any. */
  readonly pointAt: (x: number, y: number, width: number, active: PointAt | undefined) => PointAt | undefined;
  /** How tall the chart is at this width. */
  readonly height: (width: number) => number;
  /** The chart at this width: SVG content, hidden from assistive technology with its <svg>. */
  readonly draw: (width: number) => ReactNode;
  /** The marker on the active point, drawn over the chart (SVG content, same coordinates). */
  readonly mark: (width: number, active: PointAt) => ReactNode;
}

export function ChartFrame(props: ChartFrameProps) {
  const { heading, legend, table, grid } = props;
  const { title, description, headingLevel = 3 } = heading;
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const hintId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const width = usePlotWidth(plotRef);
  const [active, setActive] = useState<PointAt | undefined>();
  const [focused, setFocused] = useState(false);
  const { draw } = props;
  const drawing = useMemo(() => draw(width), [draw, width]);
  const height = props.height(width);
  // Drawn at the plot's width on screen; the viewBox lets it scale down as a whole where the
  // box is narrower than the last measure (a printed page), the marker's layer with it.
  const viewBox = `0 0 ${width} ${height}`;
  const numbers = useMemo(() => <ChartTable model={table} title={title} />, [table, title]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = movePoint(grid, active, event.key);
    if (next === 'unhandled') return;
    event.preventDefault();
    setActive(next);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = props.pointAt(event.clientX - box.left, event.clientY - box.top, width, active);
    if (at) setActive(at);
  };

  return (
    <figure className={css.figure} aria-labelledby={titleId}>
      <figcaption>
        <Heading id={titleId} className={css.title}>
          {title}
        </Heading>
        {description ? <p className={css.description}>{description}</p> : null}
      </figcaption>
      {legend}
      <div
        ref={plotRef}
        className={css.plot}
        role="application"
        aria-label={`${title}, chart`}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the plot is a keyboard widget (role application) with no native equivalent.
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          setActive((was) => was ?? firstPoint(grid));
        }}
        onBlur={() => {
          setFocused(false);
          setActive(undefined);
        }}
        onPointerMove={onPointerMove}
        onPointerLeave={() => {
          if (!focused) setActive(undefined);
        }}
      >
        <svg
          className={css.svg}
          width={width}
          height={height}
          viewBox={viewBox}
          aria-hidden="true"
          focusable="false"
        >
          {drawing}
        </svg>
        {active ? (
          <svg className={css.overlay} viewBox={viewBox} aria-hidden="true" focusable="false">
            {props.mark(width, active)}
          </svg>
        ) : null}
      </div>
      <p id={hintId} className={focused ? css.hint : `${css.hint} ${visuallyHidden}`}>
        {keyboardHint(grid, props.pointNoun, props.seriesNoun)}
      </p>
      <p className={css.readout} role="status" aria-live="polite" aria-atomic="true">
        {active ? props.describe(active) : ''}
      </p>
      {numbers}
    </figure>
  );
}
