import { describe, expect, it } from 'vitest';
import { colors, contrastRatio, textPairs } from './tokens.ts';

describe('design tokens', () => {
  it('computes the WCAG contrast of black on white as 21:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it.each(textPairs)('gives %s text on %s a contrast of at least 4.5:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5);
  });
});
