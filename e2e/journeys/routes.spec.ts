// Spec section 2: every route renders its heading with its title and description already in
// the served HTML (before any script runs), hydrates without a console error, and an unknown
// path answers 404 with the not-found texts.
import { expect, openPage, test } from '../support/fixtures.ts';
import { fetchRaw } from '../support/raw-html.ts';
import { notFoundTexts, specCities, specStaticRoutes } from '../support/spec-data.ts';

const routes: ReadonlyArray<readonly [path: string, heading: string | RegExp]> = [
  ...specStaticRoutes,
  ...specCities.map(([slug, city]) => [`/${slug}`, new RegExp(city.replace('.', '\\.'))] as const),
];

for (const [path, heading] of routes) {
  test(`${path} serves its title and description, renders its heading and hydrates without errors`, async ({
    page,
    request,
    problems,
  }) => {
    const raw = await fetchRaw(request, path);
    expect(raw.status).toBe(200);
    expect(raw.title, 'the served <title>').toBeTruthy();
    expect(raw.description, 'the served meta description').toBeTruthy();
    expect(raw.h1, 'the served <h1>').toMatch(heading);

    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(raw.title ?? '');
    await page.waitForLoadState('networkidle');
    expect(problems.messages, 'console errors and uncaught exceptions').toEqual([]);
  });
}

test('the home page describes same-day delivery, rates from $299 and 25+ cities, with a canonical address', async ({
  request,
}) => {
  const raw = await fetchRaw(request, '/');
  expect(raw.description).toMatch(/same-day delivery/i);
  expect(raw.description).toContain('$299');
  expect(raw.description).toContain('25+');
  expect(raw.canonical).toMatch(/^https?:\/\/[^/]+\/$/);
});

test('city titles and descriptions are the Jacksonville ones with the city put in', async ({ request }) => {
  const base = await fetchRaw(request, '/jacksonville');
  expect(base.title).toContain('Jacksonville FL');
  expect(base.description).toContain('Jacksonville');
  expect(base.description).toContain('rates from $299');
  for (const [slug, city] of specCities) {
    const raw = await fetchRaw(request, `/${slug}`);
    expect(raw.title, `title of /${slug}`).toBe(base.title?.replaceAll('Jacksonville FL', `${city} FL`));
    expect(raw.description, `description of /${slug}`).toBe(
      base.description?.replaceAll('Jacksonville', city),
    );
    expect(raw.canonical, `canonical of /${slug}`).toMatch(new RegExp(`/${slug}$`));
  }
});

test('an unknown path answers 404 with the not-found texts, served and rendered, without errors', async ({
  page,
  request,
  problems,
}) => {
  const raw = await fetchRaw(request, '/no-such-page');
  expect(raw.status).toBe(404);
  for (const text of notFoundTexts) expect(raw.html).toContain(text);
  expect(raw.title).toBeTruthy();

  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: notFoundTexts[0] })).toBeVisible();
  await expect(page.getByText(notFoundTexts[1])).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The document's own 404 is the answer under test; any other error is a problem.
  const documentUrl = page.url();
  expect(problems.messages.filter((m) => !m.endsWith(`(Not Found) (at ${documentUrl})`))).toEqual([]);
});
