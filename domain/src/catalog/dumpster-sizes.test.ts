import { describe, expect, it } from 'vitest';
import {
  bookingPathForSize,
  dumpsterSizes,
  dumpsterSizeValues,
  findDumpsterSize,
  formatDimensions,
  getDumpsterSize,
  sizeFromQuery,
} from './dumpster-sizes.ts';

describe('the size catalogue', () => {
  it('offers the 10, 15 and 20-yard sizes in that order', () => {
    expect(dumpsterSizes.map((size) => size.value)).toEqual(['10-yard', '15-yard', '20-yard']);
    expect(dumpsterSizeValues).toEqual(['10-yard', '15-yard', '20-yard']);
  });

  it('prices the 7-day rental at $300, $400 and $600, kept in cents', () => {
    expect(dumpsterSizes.map((size) => size.priceCents)).toEqual([30_000, 40_000, 60_000]);
  });

  it('includes 2, 3 and 4 tons', () => {
    expect(dumpsterSizes.map((size) => size.includedTons)).toEqual([2, 3, 4]);
  });

  it("uses the spec table's dimensions: 12x8x3.5, 14x8x4.5 and 22x8x4.5 ft", () => {
    expect(dumpsterSizes.map((size) => size.dimensions)).toEqual([
      { lengthFt: 12, widthFt: 8, heightFt: 3.5 },
      { lengthFt: 14, widthFt: 8, heightFt: 4.5 },
      { lengthFt: 22, widthFt: 8, heightFt: 4.5 },
    ]);
  });

  it('marks only the 20-yard as popular', () => {
    expect(dumpsterSizes.filter((size) => size.popular).map((size) => size.value)).toEqual(['20-yard']);
  });

  it('labels each size and gives it typical projects', () => {
    expect(dumpsterSizes.map((size) => size.label)).toEqual([
      '10 Yard Dumpster',
      '15 Yard Dumpster',
      '20 Yard Dumpster',
    ]);
    for (const size of dumpsterSizes) expect(size.typicalProjects.length).toBeGreaterThan(0);
  });

  it('finds a size by its value and refuses an unknown one', () => {
    expect(findDumpsterSize('15-yard')?.yards).toBe(15);
    expect(findDumpsterSize('30-yard')).toBeUndefined();
    expect(getDumpsterSize('20-yard').priceCents).toBe(60_000);
    expect(() => getDumpsterSize('30-yard' as never)).toThrow('Unknown dumpster size 30-yard');
  });

  it('formats dimensions as length x width x height in feet', () => {
    expect(formatDimensions(getDumpsterSize('10-yard').dimensions)).toBe('12 ft x 8 ft x 3.5 ft');
  });

  it('links each size to the booking page with its yards as the size query', () => {
    expect(dumpsterSizeValues.map(bookingPathForSize)).toEqual([
      '/book?size=10',
      '/book?size=15',
      '/book?size=20',
    ]);
  });
});

describe('the size query rule', () => {
  it.each([
    ['10', '10-yard'],
    ['15-y', '15-yard'],
    ['20-yard', '20-yard'],
    ['20', '20-yard'],
    [' 15 ', '15-yard'],
    ['20-YARD', '20-yard'],
  ])('selects the size whose value starts with %j', (query, expected) => {
    expect(sizeFromQuery(query)).toBe(expected);
  });

  it("picks the first size in catalogue order when several match ('1' is the 10-yard)", () => {
    expect(sizeFromQuery('1')).toBe('10-yard');
  });

  it.each([[''], ['abc'], ['30'], ['10-yards'], ['yard'], [null], [undefined]])(
    'selects no size for %j',
    (query) => {
      expect(sizeFromQuery(query)).toBeUndefined();
    },
  );
});
