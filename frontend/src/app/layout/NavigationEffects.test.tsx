import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('moving between pages', () => {
  it('focuses the new page heading and sets its title', async () => {
    const user = userEvent.setup();
    renderApp('/');
    // Each page, the home page too, arrives in its own chunk.
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('link', { name: 'Size Guide' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dumpster Sizes Guide' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toMatch(/^Dumpster Sizes Guide/);
  });

  it('scrolls to an in-page anchor of the home page from another route', async () => {
    const user = userEvent.setup();
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await user.click(screen.getAllByRole('link', { name: 'Contact' })[0]!);
    const contact = await screen.findByRole('region', { name: 'Get a free quote' });
    await waitFor(() => expect(contact).toHaveFocus());
    expect(contact.scrollIntoView).toHaveBeenCalled();
  });
});
