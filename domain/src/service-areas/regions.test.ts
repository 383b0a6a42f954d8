import { describe, expect, it } from 'vitest';
import { dataRegions, displayGroupOf, displayGroups } from './regions.ts';

describe('regions', () => {
  it('has the eight data regions of spec section 3', () => {
    expect(dataRegions).toHaveLength(8);
  });

  it('shows five display groups in the order of spec section 2', () => {
    expect(displayGroups).toEqual([
      'Northeast Florida',
      'Central Florida',
      'South Florida',
      'Southwest Florida',
      'North & Northwest Florida',
    ]);
  });

  it.each([
    ['Northeast Florida', 'Northeast Florida'],
    ['North Central Florida', 'Central Florida'],
    ['East Central Florida', 'Central Florida'],
    ['Central Florida', 'Central Florida'],
    ['South Florida', 'South Florida'],
    ['Southwest Florida', 'Southwest Florida'],
    ['North Florida', 'North & Northwest Florida'],
    ['Northwest Florida', 'North & Northwest Florida'],
  ] as const)('shows %s under %s', (region, group) => {
    expect(displayGroupOf(region)).toBe(group);
  });

  it('puts every display group to use', () => {
    expect(new Set(dataRegions.map(displayGroupOf))).toEqual(new Set(displayGroups));
  });
});
