// A time series (decision 0158): one or more series per day, week or month, as lines or as bars,
// each with its previous period dashed and lighter beside it. Counts, money in cents or shares;
// periods are Florida days. The numbers are in the table under "Show the numbers" and its CSV.
import { ChartFrame, type ChartHeading, captionOf } from './ChartFrame.tsx';
import { ChartLegend, FillPatterns, FocusBox, Marker, patternId, useSvgId } from './chart-marks.tsx';
import { axisColor, comparisonDash, focusColor, seriesLooks } from './chart-palette.ts';
import { type Granularity, periodPage, periodTick } from './chart-periods.ts';
import { pointPosition, slots, spacedIndexes, valueScale } from './chart-scale.ts';
import type { PointAt } from './roving-point.ts';
import {
  describeTimePoint,
  type PlottedSeries,
  plottedSeries,
  type TimeSeriesData,
  timeSeriesTable,
} from './time-series-model.ts';
import { tickLabelWidth, ValueAxis } from './ValueAxis.tsx';

export interface TimeSeriesChartProps extends TimeSeriesData, ChartHeading {
  /** Lines (the default) for many periods; bars read better for a few weeks or months. */
  readonly mark?: 'line' | 'bars';
}

const pointNouns: Readonly<Record<Granularity, string>> = { day: 'days', week: 'weeks', month: 'months' };

export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { mark = 'line' } = props;
  const plotted = plottedSeries(props);
  return (
    <ChartFrame
      heading={props}
      legend={<ChartLegend kind={mark === 'line' ? 'line' : 'bar'} entries={plotted} />}
      table={timeSeriesTable(props, plotted, captionOf(props))}
      grid={{
        lengths: plotted.map((series) => series.values.length),
        page: periodPage[props.granularity],
        pointsRun: 'across',
      }}
      pointNoun={pointNouns[props.granularity]}
      describe={(at) => describeTimePoint(props, plotted[at.series] as PlottedSeries, at.index)}
      pointAt={(x, _y, width, active) => layout(props, plotted, width, mark).pointAt(x, active)}
      height={(width) => layout(props, plotted, width, mark).height}
      draw={(width) => <TimePlot data={props} plotted={plotted} width={width} mark={mark} />}
      mark={(width, active) => (
        <ActiveMark at={layout(props, plotted, width, mark)} active={active} plotted={plotted} mark={mark} />
      )}
    />
  );
}

/** Where everything goes at this width: the value scale, each point's x, each bar's slot. */
function layout(
  data: TimeSeriesData,
  plotted: readonly PlottedSeries[],
  width: number,
  mark: 'line' | 'bars',
) {
  const height = width < 480 ? 200 : 260;
  const top = 8;
  const bottom = height - 26;
  const y = valueScale(
    data.unit,
    plotted.flatMap((series) => series.values),
    [bottom, top],
  );
  const left = tickLabelWidth(y, data.unit);
  const right = width - 12;
  const count = data.periods.length;
  const along = pointPosition(count, right - left);
  const groups = slots(count, right - left, 0.2, left);
  const pointX = (index: number) => left + along(index);
  const bar = (series: number, index: number) => {
    const inGroup = slots(plotted.length, groups.size, 0.1, groups.start(index));
    return { x: inGroup.start(series), width: Math.max(1, inGroup.size) };
  };
  const centerX = (index: number) => (mark === 'line' ? pointX(index) : groups.center(index));
  const pointAt = (x: number, active: PointAt | undefined): PointAt | undefined => {
    if (count === 0 || x < left - 4 || x > right + 4) return undefined;
    const step = (right - left) / Math.max(1, mark === 'line' ? count - 1 : count);
    const raw = mark === 'line' ? Math.round((x - left) / step) : Math.floor((x - left) / step);
    const index = Math.min(count - 1, Math.max(0, raw));
    if (mark === 'line') return { series: active?.series ?? 0, index };
    const within = (x - groups.start(index)) / Math.max(1, groups.size);
    const series = Math.min(plotted.length - 1, Math.max(0, Math.floor(within * plotted.length)));
    return { series, index };
  };
  return { height, top, bottom, left, right, y, pointX, bar, centerX, pointAt, count };
}

/** Where a bar starts: the zero line, or the axis's foot when every value is above zero. */
function zeroOf(at: ReturnType<typeof layout>): number {
  return at.y(Math.max(at.y.domain[0], 0));
}

interface TimePlotProps {
  readonly data: TimeSeriesData;
  readonly plotted: readonly PlottedSeries[];
  readonly width: number;
  readonly mark: 'line' | 'bars';
}

function TimePlot({ data, plotted, width, mark }: TimePlotProps) {
  const prefix = useSvgId();
  const at = layout(data, plotted, width, mark);
  const ticks = spacedIndexes(at.count, Math.floor((at.right - at.left) / 84));
  const zeroY = zeroOf(at);
  return (
    <>
      {mark === 'bars' ? <FillPatterns prefix={prefix} looks={seriesLooks} /> : null}
      <ValueAxis
        scale={at.y}
        unit={data.unit}
        orientation="vertical"
        edge={at.left}
        from={at.left}
        to={at.right}
      />
      {ticks.map((index) => (
        <text key={index} x={at.centerX(index)} y={at.bottom + 18} textAnchor="middle" fontSize={12}>
          {periodTick(data.granularity, data.periods[index] as string)}
        </text>
      ))}
      {plotted.map((series, s) =>
        mark === 'line' ? (
          <SeriesLine key={series.label} series={series} x={at.pointX} y={at.y} width={at.right - at.left} />
        ) : (
          <g key={series.label}>
            {series.values.map((value, index) => {
              if (value === null) return null;
              const bar = at.bar(s, index);
              const top = Math.min(at.y(value), zeroY);
              return (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its period's position.
                  key={index}
                  x={bar.x}
                  y={top}
                  width={bar.width}
                  height={Math.abs(zeroY - at.y(value))}
                  fill={`url(#${patternId(prefix, series.lookIndex, series.lighter)})`}
                  stroke={series.lighter ? series.look.lighter : series.look.color}
                  strokeWidth={1.5}
                  strokeDasharray={series.lighter ? '3 2' : undefined}
                />
              );
            })}
          </g>
        ),
      )}
    </>
  );
}

function SeriesLine({
  series,
  x,
  y,
  width,
}: {
  series: PlottedSeries;
  x: (i: number) => number;
  y: (v: number) => number;
  width: number;
}) {
  const color = series.lighter ? series.look.lighter : series.look.color;
  let path = '';
  let pen = false;
  series.values.forEach((value, index) => {
    if (value === null) {
      pen = false;
      return;
    }
    path += `${pen ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
    pen = true;
  });
  // Markers no closer than about 24 px, so a year of days still shows each series' shape.
  const step = width / Math.max(1, series.values.length - 1);
  const every = Math.max(1, Math.ceil(24 / step));
  return (
    <g>
      <path
        d={path}
        fill="none"
        stroke={color}
        strokeWidth={series.lighter ? 1.5 : 2}
        strokeDasharray={series.lighter ? comparisonDash : undefined}
        strokeLinejoin="round"
      />
      {series.values.map((value, index) =>
        value === null || index % every !== 0 ? null : (
          <Marker
            // biome-ignore lint/suspicious/noArrayIndexKey: a marker is its period's position.
            key={index}
            shape={series.look.marker}
            x={x(index)}
            y={y(value)}
            color={color}
            hollow={series.lighter}
          />
        ),
      )}
    </g>
  );
}

function ActiveMark({
  at,
  active,
  plotted,
  mark,
}: {
  at: ReturnType<typeof layout>;
  active: PointAt;
  plotted: readonly PlottedSeries[];
  mark: 'line' | 'bars';
}) {
  const series = plotted[active.series];
  const value = series?.values[active.index];
  if (!series || value === undefined) return null;
  const x = at.centerX(active.index);
  return (
    <g>
      <line x1={x} x2={x} y1={at.top} y2={at.bottom} stroke={axisColor} strokeDasharray="2 3" />
      {value === null ? null : mark === 'line' ? (
        <circle
          cx={at.pointX(active.index)}
          cy={at.y(value)}
          r={7}
          fill="none"
          stroke={focusColor}
          strokeWidth={3}
        />
      ) : (
        <FocusBox
          x={at.bar(active.series, active.index).x}
          y={Math.min(at.y(value), zeroOf(at))}
          width={at.bar(active.series, active.index).width}
          height={Math.abs(zeroOf(at) - at.y(value))}
        />
      )}
    </g>
  );
}
