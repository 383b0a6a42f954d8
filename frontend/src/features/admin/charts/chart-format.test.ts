import { afterEach, describe, expect, it } from 'vitest';
import { periodLabel, periodTick } from './chart-periods.ts';
import { valueScale } from './chart-scale.ts';
import { csvHeader, csvValue, tickText, valueText } from './chart-values.ts';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('chart values', () => {
  it('writes money from cents with the domain formatting, shares as percentages, counts grouped', () => {
    expect(valueText('cents', 58050)).toBe('$580.50');
    expect(valueText('cents', 120000)).toBe('$1,200');
    expect(valueText('share', 0.7251)).toBe('72.5%');
    expect(valueText('count', 1204)).toBe('1,204');
    expect(valueText('count', null)).toBe('no data');
  });

  it('writes the same values plainly for a spreadsheet, rounded as the table rounds them', () => {
    expect(csvValue('cents', 58050)).toBe('580.50');
    expect(csvValue('cents', -2050)).toBe('-20.50');
    expect(csvValue('share', 0.7251)).toBe('72.5');
    expect(csvValue('count', 1204)).toBe('1204');
    expect(csvValue('cents', null)).toBe('');
    expect(csvHeader('Collected', 'cents')).toBe('Collected (USD)');
    expect(csvHeader('Utilisation', 'share')).toBe('Utilisation (%)');
    expect(csvHeader('Received', 'count')).toBe('Received');
  });

  it('keeps axis ticks short', () => {
    expect(tickText('cents', 1_500_000)).toBe('$15K');
    expect(tickText('count', 1200)).toBe('1.2K');
    expect(tickText('share', 0.5)).toBe('50%');
  });
});

describe('chart periods', () => {
  // A Florida day is the same day in every browser: far east and far west of Florida alike.
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York'])(
    'labels a period as its own date in a browser set to %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      expect(periodLabel('day', '2026-03-08')).toBe('Sun, Mar 8, 2026');
      expect(periodLabel('week', '2026-11-02')).toBe('Week of Mon, Nov 2, 2026');
      expect(periodLabel('month', '2026-01-01')).toBe('January 2026');
      expect(periodTick('day', '2026-01-01')).toBe('Jan 1');
      expect(periodTick('month', '2026-12-01')).toBe('Dec 2026');
    },
  );

  it('refuses a period that is not a date', () => {
    expect(() => periodLabel('month', '2026-13-01')).toThrow(RangeError);
    expect(() => periodLabel('day', 'yesterday')).toThrow(RangeError);
  });
});

describe('valueScale', () => {
  it('starts at zero and ends at a round number at or above the largest value', () => {
    const scale = valueScale('count', [3, 17, 9, null], [200, 0]);
    expect(scale.domain[0]).toBe(0);
    expect(scale.domain[1]).toBeGreaterThanOrEqual(17);
    expect(scale(0)).toBe(200);
    expect(scale(scale.domain[1])).toBe(0);
  });

  it('ticks counts on whole numbers only', () => {
    const scale = valueScale('count', [0, 1, 2], [400, 0]);
    expect(scale.ticks.length).toBeGreaterThan(1);
    for (const tick of scale.ticks) expect(Number.isInteger(tick)).toBe(true);
  });

  it('ticks money on whole dollars', () => {
    const scale = valueScale('cents', [12_345, 98_765], [200, 0]);
    for (const tick of scale.ticks) expect(tick % 100).toBe(0);
    expect(scale.domain[1]).toBeGreaterThanOrEqual(98_765);
  });

  it('reaches below zero when a value does', () => {
    const scale = valueScale('cents', [-5000, 20_000], [0, 300]);
    expect(scale.domain[0]).toBeLessThanOrEqual(-5000);
    expect(scale.ticks).toContain(0);
  });

  it('still has an axis when every value is zero or missing', () => {
    const scale = valueScale('count', [0, null, 0], [200, 0]);
    expect(scale.domain[1]).toBeGreaterThan(0);
    expect(Number.isFinite(scale(0))).toBe(true);
  });
});
