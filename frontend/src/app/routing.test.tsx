import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

describe('routing', () => {
  it.each([
    ['/', "Florida's Premier Dumpster Rental Service"],
    ['/book', 'Book Your Dumpster'],
    ['/dumpster-sizes', /Dumpster Sizes/],
    ['/privacy', /Privacy Policy/],
    ['/terms', /Terms/],
    ['/tampa', /Tampa/],
    ['/st-augustine', /St\. Augustine/],
    ['/green-cove-springs', /Green Cove Springs/],
  ])('renders the main heading of %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the not-found texts for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
