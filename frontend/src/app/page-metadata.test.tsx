import { cityPageDescription, cityPageTitle, findServiceArea, homePageMeta } from '@dumpster/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

function head(selector: string): string | null {
  const element = document.head.querySelector(selector);
  return element?.getAttribute('content') ?? element?.getAttribute('href') ?? null;
}

function jsonLdTypes(): string[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
  );
}

describe('page metadata', () => {
  it('gives the home page its title, description, canonical and social tags', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(homePageMeta.title);
    const description = head('meta[name="description"]');
    expect(description).toBe(homePageMeta.description);
    expect(description).toMatch(/same-day delivery/);
    expect(description).toMatch(/rates from \$299/);
    expect(description).toMatch(/25\+ cities/);
    expect(head('link[rel="canonical"]')).toBe('http://localhost:3000/');
    expect(head('meta[property="og:title"]')).toBe(homePageMeta.title);
    expect(head('meta[name="twitter:description"]')).toBe(homePageMeta.description);
    expect(head('meta[name="keywords"]')).toContain('dumpster rental florida');
    expect(jsonLdTypes()).toEqual(expect.arrayContaining(['LocalBusiness', 'Service', 'FAQPage']));
  });

  it('states the contact-section hours in the LocalBusiness data', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const business = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}'))
      .find((data) => data['@type'] === 'LocalBusiness');
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:00',
        closes: '18:00',
      }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' }),
    ]);
    expect(business.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 127 });
    expect(business.priceRange).toBe('$299-$799');
  });

  it.each(['tampa', 'fernandina-beach'])(
    'derives the title and description of /%s from the Jacksonville base',
    async (slug) => {
      const area = findServiceArea(slug)!;
      renderApp(`/${slug}`);
      await screen.findByRole('heading', { level: 1, name: `Dumpster Rental in ${area.city}, FL` });
      expect(document.title).toBe(cityPageTitle(area));
      expect(document.title).toContain(`${area.city} FL`);
      expect(document.title).not.toContain('Jacksonville');
      expect(head('meta[name="description"]')).toBe(cityPageDescription(area));
      expect(head('link[rel="canonical"]')).toBe(`http://localhost:3000/${slug}`);
      expect(head('meta[property="og:url"]')).toBe(`http://localhost:3000/${slug}`);
      expect(jsonLdTypes()).toEqual(expect.arrayContaining(['BreadcrumbList', 'Service', 'FAQPage']));
    },
  );

  it('replaces the previous page tags on navigation instead of piling them up', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/tampa');
    await screen.findByRole('heading', { level: 1, name: 'Dumpster Rental in Tampa, FL' });
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});
