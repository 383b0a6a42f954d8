// Bars by category (decision 0158): a city, a size, a region, an age of receivables. Bars run
// across, one group per category with its name above it, so long names fit a 320 px phone; each
// bar carries its value at its end, and a previous period is the lighter, dashed bar under it.
import { ChartFrame, type ChartHeading, captionOf } from './ChartFrame.tsx';
import {
  type CategoryBars,
  type CategoryData,
  categoryBars,
  categoryTable,
  categoryValueText,
  describeCategoryPoint,
} from './category-model.ts';
import { ChartLegend, FillPatterns, FocusBox, patternId, useSvgId } from './chart-marks.tsx';
import { seriesLooks } from './chart-palette.ts';
import { valueScale } from './chart-scale.ts';
import type { PointAt } from './roving-point.ts';
import { ValueAxis } from './ValueAxis.tsx';

export interface CategoryBarChartProps extends CategoryData, ChartHeading {
  /** What the Up and Down keys move between: 'cities', 'sizes'. */
  readonly categoryNoun: string;
}

export function CategoryBarChart(props: CategoryBarChartProps) {
  const bars = categoryBars(props);
  return (
    <ChartFrame
      heading={props}
      legend={bars.length > 1 ? <ChartLegend kind="bar" entries={bars} /> : undefined}
      table={categoryTable(props, bars, captionOf(props))}
      grid={{ lengths: bars.map((series) => series.values.length), page: 5, pointsRun: 'down' }}
      pointNoun={props.categoryNoun}
      describe={(at) => describeCategoryPoint(props, bars[at.series] as CategoryBars, at.index)}
      pointAt={(_x, y) => layout(props, bars, 0).pointAt(y)}
      height={(width) => layout(props, bars, width).height}
      draw={(width) => <CategoryPlot data={props} bars={bars} width={width} />}
      mark={(width, active) => <FocusBox {...barBox(props, bars, width, active)} />}
    />
  );
}

const labelLine = 20;
const barThickness = 16;
const barGap = 4;
const groupGap = 12;

function layout(data: CategoryData, bars: readonly CategoryBars[], width: number) {
  const group = labelLine + bars.length * (barThickness + barGap) + groupGap;
  const top = 4;
  const height = top + data.categories.length * group + 24;
  // Room at the right for the longest value written at a bar's end (about 7 px a character).
  const longest = Math.max(
    1,
    ...bars.flatMap((series) =>
      series.values.map((_, index) => categoryValueText(data, series, index).length),
    ),
  );
  const right = Math.max(width * 0.5, width - longest * 7 - 12);
  const x = valueScale(
    data.unit,
    bars.flatMap((series) => series.values),
    [2, right],
    90,
  );
  const groupTop = (index: number) => top + index * group;
  const barTop = (series: number, index: number) =>
    groupTop(index) + labelLine + series * (barThickness + barGap);
  const pointAt = (y: number): PointAt | undefined => {
    const index = Math.floor((y - top) / group);
    if (index < 0 || index >= data.categories.length) return undefined;
    const inGroup = y - groupTop(index) - labelLine;
    const series = Math.min(bars.length - 1, Math.max(0, Math.floor(inGroup / (barThickness + barGap))));
    return { series, index };
  };
  return { height, top, x, right, groupTop, barTop, pointAt, axisAt: height - 24 };
}

interface CategoryPlotProps {
  readonly data: CategoryData;
  readonly bars: readonly CategoryBars[];
  readonly width: number;
}

/** Where bar `active.index` of series `active.series` is drawn. */
function barBox(data: CategoryData, bars: readonly CategoryBars[], width: number, active: PointAt) {
  const at = layout(data, bars, width);
  const zero = at.x(Math.max(at.x.domain[0], 0));
  const value = bars[active.series]?.values[active.index] ?? null;
  const end = value === null ? zero : at.x(value);
  return {
    x: Math.min(zero, end),
    y: at.barTop(active.series, active.index),
    width: Math.abs(end - zero),
    height: barThickness,
  };
}

function CategoryPlot({ data, bars, width }: CategoryPlotProps) {
  const prefix = useSvgId();
  const at = layout(data, bars, width);
  const zero = at.x(Math.max(at.x.domain[0], 0));
  return (
    <>
      <FillPatterns prefix={prefix} looks={seriesLooks} />
      <ValueAxis
        scale={at.x}
        unit={data.unit}
        orientation="horizontal"
        edge={at.axisAt}
        from={at.top}
        to={at.axisAt}
      />
      {data.categories.map((category, index) => (
        <g key={category}>
          <text x={2} y={at.groupTop(index) + 14} fontSize={13} fontWeight={600}>
            {category}
          </text>
          {bars.map((series, s) => {
            const value = series.values[index] ?? null;
            const y = at.barTop(s, index);
            const end = value === null ? zero : at.x(value);
            return (
              <g key={series.label}>
                <rect
                  x={Math.min(zero, end)}
                  y={y}
                  width={Math.abs(end - zero)}
                  height={barThickness}
                  fill={`url(#${patternId(prefix, series.lookIndex, series.lighter)})`}
                  stroke={series.lighter ? series.look.lighter : series.look.color}
                  strokeWidth={1.5}
                  strokeDasharray={series.lighter ? '3 2' : undefined}
                />
                <text x={Math.max(zero, end) + 6} y={y + barThickness / 2} dy="0.32em" fontSize={12}>
                  {categoryValueText(data, series, index)}
                </text>
              </g>
            );
          })}
        </g>
      ))}
    </>
  );
}
