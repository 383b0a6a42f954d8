import { describe, expect, it } from 'vitest';
import { policies } from '../business/business-facts.ts';
import { type LocalInfo, localInfoFor, localInfoSlugs } from './local-info.ts';
import { serviceAreas } from './service-areas.ts';

const citiesWithLocalInfo = [
  'jacksonville',
  'tampa',
  'orlando',
  'st-augustine',
  'orange-park',
  'fernandina-beach',
  'green-cove-springs',
];

const entries = citiesWithLocalInfo.map((slug) => [slug, localInfoFor(slug) as LocalInfo] as const);

function allText(info: LocalInfo): string {
  return [
    info.intro,
    info.permitInfo,
    ...info.neighborhoods,
    ...info.landmarks,
    ...info.regulations,
    ...info.faq.flatMap((entry) => [entry.question, entry.answer]),
  ].join(' ');
}

describe('local info', () => {
  it('exists for exactly the 7 cities of spec section 2', () => {
    expect(localInfoSlugs).toEqual(citiesWithLocalInfo);
    const withInfo = serviceAreas.filter((area) => localInfoFor(area.slug)).map((area) => area.slug);
    expect(withInfo.sort()).toEqual([...citiesWithLocalInfo].sort());
  });

  it('has nothing for other cities or inherited object keys', () => {
    expect(localInfoFor('miami')).toBeUndefined();
    expect(localInfoFor('toString')).toBeUndefined();
  });

  it.each(entries)('for %s is complete', (_, info) => {
    expect(info.intro.length).toBeGreaterThan(100);
    expect(info.neighborhoods.length).toBeGreaterThanOrEqual(5);
    expect(info.landmarks.length).toBeGreaterThanOrEqual(5);
    expect(info.regulations.length).toBeGreaterThanOrEqual(3);
    expect(info.faq.length).toBeGreaterThanOrEqual(3);
    expect(info.faq.length).toBeLessThanOrEqual(5);
    for (const entry of info.faq) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer.length).toBeGreaterThan(40);
    }
  });

  it.each(entries)('for %s says a driveway needs no permit and who issues a street permit', (_, info) => {
    expect(info.permitInfo).toMatch(/driveway/i);
    expect(info.permitInfo).toMatch(/no permit|needs none|permit at all/i);
    expect(info.permitInfo).toMatch(/right-of-way|permit from|issues/i);
  });

  it.each(entries)('for %s keeps permit figures within $25-$75 and 24-72 hours', (_, info) => {
    const dollars = [...allText(info).matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
    expect(dollars.length).toBeGreaterThan(0);
    for (const amount of dollars) {
      expect(amount).toBeGreaterThanOrEqual(policies.permitCostRangeUsd.min);
      expect(amount).toBeLessThanOrEqual(policies.permitCostRangeUsd.max);
    }
    expect(info.permitInfo).toContain('24 to 72 hours');
  });

  it.each(entries)('for %s gives hurricane-season advice', (_, info) => {
    expect(info.regulations.join(' ')).toMatch(/hurricane|tropical storm/i);
  });

  it("notes St. Augustine's historic district review and Fernandina's Centre Street", () => {
    expect(allText(localInfoFor('st-augustine')!)).toContain('Historical Architectural Review Board');
    expect(allText(localInfoFor('fernandina-beach')!)).toContain('Centre Street');
    expect(allText(localInfoFor('fernandina-beach')!)).toContain('Historic District Council');
  });

  it.each([
    ['jacksonville', 'Riverside'],
    ['tampa', 'Ybor City'],
    ['orlando', 'Lake Eola'],
    ['st-augustine', 'Castillo de San Marcos'],
    ['orange-park', 'Doctors Lake'],
    ['fernandina-beach', 'Fort Clinch'],
    ['green-cove-springs', 'Spring Park'],
  ])('for %s names its own place, %s', (slug, place) => {
    expect(allText(localInfoFor(slug)!)).toContain(place);
  });

  it('shares no sentence between two cities', () => {
    const seen = new Map<string, string>();
    for (const [slug, info] of entries) {
      const sentences = [
        info.intro,
        info.permitInfo,
        ...info.regulations,
        ...info.faq.map((entry) => entry.answer),
      ]
        .flatMap((text) => text.split(/(?<=[.:;])\s+/))
        .filter((sentence) => sentence.length > 30);
      for (const sentence of sentences) {
        const normalised = sentence.toLowerCase();
        expect(
          seen.get(normalised),
          `"${sentence}" appears in ${slug} and ${seen.get(normalised)}`,
        ).toBeUndefined();
        seen.set(normalised, slug);
      }
    }
  });

  it('shares no FAQ question between two cities, even with the city name swapped', () => {
    const names = [
      'Jacksonville',
      'Tampa',
      'Orlando',
      'St. Augustine',
      'Orange Park',
      'Fernandina Beach',
      'Green Cove Springs',
    ];
    const questions = entries.flatMap(([, info]) =>
      info.faq.map((entry) => names.reduce((text, name) => text.replaceAll(name, 'CITY'), entry.question)),
    );
    expect(new Set(questions).size).toBe(questions.length);
  });
});
