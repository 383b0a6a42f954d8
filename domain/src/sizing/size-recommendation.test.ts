import { describe, expect, it } from 'vitest';
import { projectScopes, projectTypes, recommendSize } from './size-recommendation.ts';

describe('the sizing guide', () => {
  it.each([
    ['roofing', 'small', '15-yard', 1],
    ['roofing', 'medium', '20-yard', 1],
    ['roofing', 'large', '20-yard', 2],
    ['remodel', 'small', '10-yard', 1],
    ['remodel', 'medium', '15-yard', 1],
    ['remodel', 'large', '20-yard', 1],
    ['construction', 'small', '20-yard', 1],
    ['construction', 'medium', '20-yard', 2],
    ['construction', 'large', '20-yard', 2],
    ['cleanout', 'small', '10-yard', 1],
    ['cleanout', 'medium', '15-yard', 1],
    ['cleanout', 'large', '20-yard', 1],
  ] as const)(
    'recommends for a %s project of %s scope the %s (quantity %i)',
    (type, scope, size, quantity) => {
      const recommendation = recommendSize(type, scope);
      expect(recommendation.size).toBe(size);
      expect(recommendation.quantity).toBe(quantity);
      expect(recommendation.reason.length).toBeGreaterThan(0);
    },
  );

  it("labels 'multiple 20-yard' as such, and links it to the 20-yard", () => {
    const recommendation = recommendSize('construction', 'large');
    expect(recommendation.label).toBe('Multiple 20 Yard Dumpsters');
    expect(recommendation.size).toBe('20-yard');
    expect(recommendation.quantity).toBeGreaterThan(1);
  });

  it('labels a single container by its size', () => {
    expect(recommendSize('roofing', 'small').label).toBe('15 Yard Dumpster');
    expect(recommendSize('cleanout', 'small').label).toBe('10 Yard Dumpster');
  });

  it('offers four project types and three scopes', () => {
    expect(projectTypes.map((type) => type.value)).toEqual([
      'roofing',
      'remodel',
      'construction',
      'cleanout',
    ]);
    expect(projectScopes.map((scope) => scope.value)).toEqual(['small', 'medium', 'large']);
  });
});
