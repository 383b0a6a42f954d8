import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../shared/styles/tokens.ts';
import { axisColor, chartBackgrounds, focusColor, seriesLooks } from './chart-palette.ts';

describe('chart palette', () => {
  const colours = seriesLooks.flatMap((look) => [look.color, look.lighter]);

  it.each(chartBackgrounds)(
    'keeps every series colour, lighter ones included, at 3:1 or more on %s',
    (background) => {
      for (const colour of [...colours, axisColor, focusColor])
        expect(contrastRatio(colour, background), colour).toBeGreaterThanOrEqual(3);
    },
  );

  it('gives each series its own marker shape and fill pattern, so colour is never the only difference', () => {
    expect(new Set(seriesLooks.map((look) => look.marker)).size).toBe(seriesLooks.length);
    expect(new Set(seriesLooks.map((look) => look.fill)).size).toBe(seriesLooks.length);
    expect(new Set(colours).size).toBe(colours.length);
  });
});
