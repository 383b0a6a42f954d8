import { describe, expect, it } from 'vitest';
import { distanceMiles } from './geo-distance.ts';

describe('distanceMiles', () => {
  it('is zero from a place to itself', () => {
    expect(distanceMiles({ lat: 30.3322, lng: -81.6557 }, { lat: 30.3322, lng: -81.6557 })).toBe(0);
  });

  it('measures Jacksonville to Miami at about 326 miles as the crow flies', () => {
    const miles = distanceMiles({ lat: 30.3322, lng: -81.6557 }, { lat: 25.7617, lng: -80.1918 });
    expect(miles).toBeGreaterThan(320);
    expect(miles).toBeLessThan(332);
  });

  it('is symmetric', () => {
    const a = { lat: 27.9506, lng: -82.4572 };
    const b = { lat: 28.5383, lng: -81.3792 };
    expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 9);
  });
});
