import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe-violations.ts';
import { renderApp } from '../test/render-app.tsx';

describe('accessibility of every page (axe)', () => {
  it.each([
    ['/', /Florida's Premier/],
    ['/book', 'Book Your Dumpster'],
    ['/dumpster-sizes', 'Dumpster Sizes Guide'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/tampa', 'Dumpster Rental in Tampa, FL'],
    ['/green-cove-springs', 'Dumpster Rental in Green Cove Springs, FL'],
    ['/pensacola', 'Dumpster Rental in Pensacola, FL'],
    ['/not-a-page', '404 Page Not Found'],
    ['/my-booking', 'This link is not valid'],
  ])('finds no violations on %s', async (path, heading) => {
    const { container } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(await axeViolations(container)).toEqual([]);
  });
});
