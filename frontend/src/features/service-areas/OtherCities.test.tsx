import { findServiceArea, localInfoFor, otherCitiesFor } from '@dumpster/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../mocks/render-page.tsx';
import { CityPage } from './CityPage.tsx';

/** The city page of a slug, as its route renders it. */
function renderCityPage(slug: string) {
  return renderPage(<CityPage area={findServiceArea(slug)!} />, { at: `/${slug}`, path: `/${slug}` });
}

describe('the other-cities section of a city page', () => {
  it.each(['tampa', 'st-augustine', 'naples'])(
    'links the domain selection for /%s, grouped by region',
    async (slug) => {
      renderCityPage(slug);
      const section = await screen.findByRole('region', { name: /We also serve cities near/ });
      const expected = otherCitiesFor(slug)!;
      const groups = [expected.sameGroup, ...expected.otherGroups];

      for (const group of groups) {
        const box = within(section).getByRole('region', { name: group.group });
        const links = within(box).getAllByRole('link');
        expect(links.map((link) => link.getAttribute('href'))).toEqual(
          group.cities.map((city) => `/${city.slug}`),
        );
      }
      expect(expected.sameGroup.cities.length).toBeLessThanOrEqual(4);
      expect(expected.otherGroups).toHaveLength(2);
      expect(within(section).getAllByRole('link')).toHaveLength(
        groups.reduce((n, g) => n + g.cities.length, 0),
      );
    },
  );
});

describe('a city page with local info', () => {
  it('shows the neighborhoods, landmarks, permit info, rules and its own FAQ', async () => {
    const info = localInfoFor('orlando')!;
    renderCityPage('orlando');
    await screen.findByRole('heading', { level: 1, name: 'Dumpster Rental in Orlando, FL' });
    expect(screen.getByRole('heading', { name: 'Neighborhoods we serve' })).toBeInTheDocument();
    expect(screen.getByText(info.neighborhoods[0]!)).toBeInTheDocument();
    expect(screen.getByText(info.landmarks[0]!)).toBeInTheDocument();
    expect(screen.getByText(info.permitInfo)).toBeInTheDocument();
    expect(screen.getByText(info.regulations[0]!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: info.faq[0]!.question })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home›Service Areas›Orlando');
  });

  it('does not invent local sections for a city without local info', async () => {
    renderCityPage('ocala');
    await screen.findByRole('heading', { level: 1, name: 'Dumpster Rental in Ocala, FL' });
    expect(screen.queryByRole('heading', { name: 'Neighborhoods we serve' })).not.toBeInTheDocument();
    expect(screen.getByText(/With 63,591 residents, Ocala/)).toBeInTheDocument();
  });
});
