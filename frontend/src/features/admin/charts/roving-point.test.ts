import { describe, expect, it } from 'vitest';
import { firstPoint, keyboardHint, movePoint, type PointGrid } from './roving-point.ts';

const across: PointGrid = { lengths: [5, 5, 3], page: 2, pointsRun: 'across' };

describe('movePoint', () => {
  it('starts at the first point on any moving key when there is no point yet', () => {
    expect(movePoint(across, undefined, 'ArrowRight')).toEqual({ series: 0, index: 0 });
    expect(movePoint(across, undefined, 'End')).toEqual({ series: 0, index: 0 });
  });

  it('moves along the series with Left and Right and stops at its ends', () => {
    expect(movePoint(across, { series: 0, index: 1 }, 'ArrowRight')).toEqual({ series: 0, index: 2 });
    expect(movePoint(across, { series: 0, index: 1 }, 'ArrowLeft')).toEqual({ series: 0, index: 0 });
    expect(movePoint(across, { series: 0, index: 0 }, 'ArrowLeft')).toEqual({ series: 0, index: 0 });
    expect(movePoint(across, { series: 0, index: 4 }, 'ArrowRight')).toEqual({ series: 0, index: 4 });
  });

  it('goes to the first and last point with Home and End, and by a page with PageUp and PageDown', () => {
    expect(movePoint(across, { series: 1, index: 2 }, 'Home')).toEqual({ series: 1, index: 0 });
    expect(movePoint(across, { series: 1, index: 2 }, 'End')).toEqual({ series: 1, index: 4 });
    expect(movePoint(across, { series: 1, index: 2 }, 'PageDown')).toEqual({ series: 1, index: 4 });
    expect(movePoint(across, { series: 1, index: 3 }, 'PageDown')).toEqual({ series: 1, index: 4 });
    expect(movePoint(across, { series: 1, index: 1 }, 'PageUp')).toEqual({ series: 1, index: 0 });
  });

  it('changes series with Up and Down, keeping the point or the last one a shorter series has', () => {
    expect(movePoint(across, { series: 0, index: 2 }, 'ArrowDown')).toEqual({ series: 1, index: 2 });
    expect(movePoint(across, { series: 1, index: 4 }, 'ArrowDown')).toEqual({ series: 2, index: 2 });
    expect(movePoint(across, { series: 1, index: 4 }, 'ArrowUp')).toEqual({ series: 0, index: 4 });
    expect(movePoint(across, { series: 2, index: 1 }, 'ArrowDown')).toEqual({ series: 2, index: 1 });
    expect(movePoint(across, { series: 0, index: 1 }, 'ArrowUp')).toEqual({ series: 0, index: 1 });
  });

  it('skips a series with no points', () => {
    const grid: PointGrid = { lengths: [0, 4, 0, 4], page: 1, pointsRun: 'across' };
    expect(firstPoint(grid)).toEqual({ series: 1, index: 0 });
    expect(movePoint(grid, { series: 1, index: 3 }, 'ArrowDown')).toEqual({ series: 3, index: 3 });
    expect(movePoint(grid, { series: 1, index: 3 }, 'ArrowUp')).toEqual({ series: 1, index: 3 });
  });

  it('turns the arrows where points run down: Down is the next point, Right the next series', () => {
    const down: PointGrid = { ...across, pointsRun: 'down' };
    expect(movePoint(down, { series: 0, index: 1 }, 'ArrowDown')).toEqual({ series: 0, index: 2 });
    expect(movePoint(down, { series: 0, index: 1 }, 'ArrowUp')).toEqual({ series: 0, index: 0 });
    expect(movePoint(down, { series: 0, index: 1 }, 'ArrowRight')).toEqual({ series: 1, index: 1 });
    expect(movePoint(down, { series: 1, index: 1 }, 'ArrowLeft')).toEqual({ series: 0, index: 1 });
  });

  it('lets Escape take the point away, and leaves other keys (Tab) to the browser', () => {
    expect(movePoint(across, { series: 0, index: 1 }, 'Escape')).toBeUndefined();
    expect(movePoint(across, undefined, 'Escape')).toBe('unhandled');
    expect(movePoint(across, { series: 0, index: 1 }, 'Tab')).toBe('unhandled');
    expect(movePoint(across, { series: 0, index: 1 }, 'a')).toBe('unhandled');
  });

  it('has nowhere to go in a chart with no points', () => {
    expect(movePoint({ lengths: [], page: 1, pointsRun: 'across' }, undefined, 'ArrowRight')).toBeUndefined();
  });
});

describe('keyboardHint', () => {
  it('names the keys as the drawing runs and mentions series only when there are several', () => {
    expect(keyboardHint(across, 'days')).toBe(
      'Use Left and Right to move between days, Home and End for the first and last. Up and Down change the series. Show the numbers, below the chart, lists every value.',
    );
    expect(keyboardHint({ lengths: [5], page: 1, pointsRun: 'down' }, 'ages')).toBe(
      'Use Up and Down to move between ages, Home and End for the first and last. Show the numbers, below the chart, lists every value.',
    );
  });
});
