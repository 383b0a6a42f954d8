// A stacked share (decision 0158): each bar is a whole (a period's money) split into its sources,
// each source with its own pattern and outline, a white gap between them, and its name, amount
// and share in the legend, the announcement and the table.
import { ChartFrame } from './ChartFrame.tsx';
import { ChartLegend, FillPatterns, patternId, useSvgId } from './chart-marks.tsx';
import { focusColor, seriesLook, seriesLooks } from './chart-palette.ts';
import { valueText } from './chart-values.ts';
import * as css from './charts.css.ts';
import type { PointAt } from './roving-point.ts';
import {
  barTotal,
  checkShareData,
  describeSharePoint,
  type ShareBar,
  type ShareData,
  shareTable,
} from './share-model.ts';

export interface StackedShareChartProps extends ShareData {
  readonly title: string;
  readonly description?: string;
  readonly headingLevel?: 2 | 3 | 4;
  /** What Left and Right move between: 'sources'. */
  readonly partNoun: string;
}

const labelLine = 22;
const barThickness = 28;
const rowGap = 14;
const row = labelLine + barThickness + rowGap;

export function StackedShareChart(props: StackedShareChartProps) {
  checkShareData(props);
  const { title, description } = props;
  const caption = description ? `${title}, ${description}` : title;
  return (
    <ChartFrame
      title={title}
      description={description}
      headingLevel={props.headingLevel}
      legend={
        <ChartLegend
          kind="bar"
          entries={props.parts.map((label, index) => ({ label, look: seriesLook(index), lighter: false }))}
        />
      }
      table={shareTable(props, caption)}
      grid={{ lengths: props.bars.map((bar) => bar.values.length), page: 2, pointsRun: 'across' }}
      pointNoun={props.partNoun}
      seriesNoun="bars"
      describe={(at) => describeSharePoint(props, props.bars[at.series] as ShareBar, at.index)}
      pointAt={(x, y, width) => pointAt(props, x, y, width)}
    >
      {({ width, active }) => <SharePlot data={props} width={width} active={active} />}
    </ChartFrame>
  );
}

/** Each part's left edge and width in a bar `width` px wide (a bar with no total has none). */
function segments(bar: ShareBar, width: number): { x: number; width: number }[] {
  const total = barTotal(bar);
  let x = 0;
  return bar.values.map((value) => {
    const length = total === 0 ? 0 : (value / total) * width;
    const segment = { x, width: length };
    x += length;
    return segment;
  });
}

function pointAt(data: ShareData, x: number, y: number, width: number): PointAt | undefined {
  const series = Math.floor(y / row);
  const bar = data.bars[series];
  if (!bar) return undefined;
  const index = segments(bar, width).findIndex((segment) => x >= segment.x && x < segment.x + segment.width);
  return index < 0 ? undefined : { series, index };
}

function SharePlot({ data, width, active }: { data: ShareData; width: number; active: PointAt | undefined }) {
  const prefix = useSvgId();
  return (
    <svg
      className={css.svg}
      width={width}
      height={data.bars.length * row}
      aria-hidden="true"
      focusable="false"
    >
      <FillPatterns prefix={prefix} looks={seriesLooks} />
      {data.bars.map((bar, series) => {
        const top = series * row;
        const parts = segments(bar, width - 4);
        return (
          <g key={bar.label}>
            <text x={2} y={top + 15} fontSize={13} fontWeight={600}>
              {`${bar.label}: ${valueText(data.unit, barTotal(bar))}`}
            </text>
            {barTotal(bar) === 0 ? (
              <rect
                x={2}
                y={top + labelLine}
                width={width - 4}
                height={barThickness}
                fill="none"
                stroke={seriesLook(4).color}
                strokeDasharray="3 2"
              />
            ) : null}
            {parts.map((segment, index) => {
              if (segment.width <= 0) return null;
              const look = seriesLook(index);
              // A white gap of 2 px between neighbours: each part's outline stands on white.
              const x = 2 + segment.x + (index === 0 ? 0 : 1);
              const partWidth = Math.max(1, segment.width - (index === 0 ? 1 : 2));
              const isActive = active?.series === series && active.index === index;
              return (
                <g key={data.parts[index]}>
                  <rect
                    x={x}
                    y={top + labelLine}
                    width={partWidth}
                    height={barThickness}
                    fill={`url(#${patternId(prefix, index % seriesLooks.length, false)})`}
                    stroke={look.color}
                    strokeWidth={1.5}
                  />
                  {isActive ? (
                    <rect
                      x={x - 3}
                      y={top + labelLine - 3}
                      width={partWidth + 6}
                      height={barThickness + 6}
                      fill="none"
                      stroke={focusColor}
                      strokeWidth={3}
                    />
                  ) : null}
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
