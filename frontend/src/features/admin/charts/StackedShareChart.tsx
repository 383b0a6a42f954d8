// A stacked share (decision 0158): each bar is a whole (a period's money) split into its sources,
// each source with its own pattern and outline, a white gap between them, and its name, amount
// and share in the legend, the announcement and the table.
import { ChartFrame, type ChartHeading, captionOf } from './ChartFrame.tsx';
import { ChartLegend, FillPatterns, FocusBox, patternId, useSvgId } from './chart-marks.tsx';
import { seriesLook, seriesLooks } from './chart-palette.ts';
import { valueText } from './chart-values.ts';
import type { PointAt } from './roving-point.ts';
import {
  barTotal,
  checkShareData,
  describeSharePoint,
  type ShareBar,
  type ShareData,
  shareTable,
} from './share-model.ts';

export interface StackedShareChartProps extends ShareData, ChartHeading {
  /** What Left and Right move between: 'sources'. */
  readonly partNoun: string;
}

const labelLine = 22;
const barThickness = 28;
const rowGap = 14;
const row = labelLine + barThickness + rowGap;

export function StackedShareChart(props: StackedShareChartProps) {
  checkShareData(props);
  return (
    <ChartFrame
      heading={props}
      legend={
        <ChartLegend
          kind="bar"
          entries={props.parts.map((label, index) => ({ label, look: seriesLook(index), lighter: false }))}
        />
      }
      table={shareTable(props, captionOf(props))}
      grid={{ lengths: props.bars.map((bar) => bar.values.length), page: 2, pointsRun: 'across' }}
      pointNoun={props.partNoun}
      seriesNoun="bars"
      describe={(at) => describeSharePoint(props, props.bars[at.series] as ShareBar, at.index)}
      pointAt={(x, y, width) => pointAt(props, x, y, width)}
      height={() => props.bars.length * row}
      draw={(width) => <SharePlot data={props} width={width} />}
      mark={(width, active) => {
        const bar = props.bars[active.series];
        const box = bar ? partBoxes(bar, active.series, width)[active.index] : undefined;
        return box && box.width > 0 ? <FocusBox {...box} /> : null;
      }}
    />
  );
}

/**
 * Where each part of bar `series` is drawn at this width: as wide as its share of the bar, less
 * a white gap of 2 px between neighbours so each part's outline stands on white (a bar with no
 * total has parts of no width).
 */
function partBoxes(bar: ShareBar, series: number, width: number) {
  const total = barTotal(bar);
  const length = width - 4;
  let start = 0;
  return bar.values.map((value, index) => {
    const share = total === 0 ? 0 : (value / total) * length;
    const x = 2 + start + (index === 0 ? 0 : 1);
    start += share;
    const partWidth = share <= 0 ? 0 : Math.max(1, share - (index === 0 ? 1 : 2));
    return { x, y: series * row + labelLine, width: partWidth, height: barThickness };
  });
}

function pointAt(data: ShareData, x: number, y: number, width: number): PointAt | undefined {
  const series = Math.floor(y / row);
  const bar = data.bars[series];
  if (!bar) return undefined;
  const index = partBoxes(bar, series, width).findIndex((box) => x >= box.x - 1 && x < box.x + box.width + 1);
  return index < 0 ? undefined : { series, index };
}

function SharePlot({ data, width }: { data: ShareData; width: number }) {
  const prefix = useSvgId();
  return (
    <>
      <FillPatterns prefix={prefix} looks={seriesLooks} />
      {data.bars.map((bar, series) => {
        const top = series * row;
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
            {partBoxes(bar, series, width).map((box, index) =>
              box.width <= 0 ? null : (
                <rect
                  key={data.parts[index]}
                  {...box}
                  fill={`url(#${patternId(prefix, index % seriesLooks.length, false)})`}
                  stroke={seriesLook(index).color}
                  strokeWidth={1.5}
                />
              ),
            )}
          </g>
        );
      })}
    </>
  );
}
