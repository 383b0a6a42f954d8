import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('links of the shell', () => {
  afterEach(() => {
    delete window.gtag;
  });

  it('keeps tel: and mailto: addresses as written', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    for (const link of screen.getAllByRole('link', { name: /555-0142|Call/ })) {
      expect(link.getAttribute('href')).toBe('tel:+19045550142');
    }
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'info@coastalhaul.example' })).toHaveAttribute(
      'href',
      'mailto:info@coastalhaul.example',
    );
  });

  it('gives the footer its anchors, legal pages, a plain sitemap link and no dead links', async () => {
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/#home',
        '/#services',
        '/#pricing',
        '/#faq',
        '/#contact',
        '/privacy',
        '/terms',
        '/sitemap.xml',
      ]),
    );
    expect(hrefs).not.toContain('#');
    expect(within(footer).getByText('10 Yard Dumpster Rental').closest('a')).toBeNull();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it('marks the charity link as opening a new tab, safely', async () => {
    renderApp('/');
    const link = await screen.findByRole('link', {
      name: /^Learn about First Coast Mammogram Fund\s*\(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('points each pricing card at the booking page with its size', async () => {
    renderApp('/');
    const pricing = await screen.findByRole('region', { name: 'Simple prices, no surprises' });
    expect(
      within(pricing)
        .getAllByRole('link', { name: /^Book Now/ })
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/book?size=10', '/book?size=15', '/book?size=20']);
    expect(within(pricing).getByText('POPULAR')).toBeInTheDocument();
  });

  it('shows the services with their starting prices and Request Info links to the contact section', async () => {
    renderApp('/');
    const services = await screen.findByRole('region', { name: 'Roll-off dumpsters for every project' });
    for (const price of ['Starting at $300', 'Starting at $400', 'Starting at $600']) {
      expect(within(services).getByText(price)).toBeInTheDocument();
    }
    const infoLinks = within(services).getAllByRole('link', { name: /^Request Info/ });
    expect(infoLinks.map((l) => l.getAttribute('href'))).toEqual(['/#contact', '/#contact', '/#contact']);
  });

  it('gives the testimonials star ratings with text alternatives', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Rated 5 out of 5 stars')).toHaveLength(2);
    expect(screen.getByText('Rated 4.5 out of 5 stars')).toBeInTheDocument();
  });

  it('reports a tap on the header phone link with its placement', async () => {
    const user = userEvent.setup();
    window.gtag = vi.fn();
    renderApp('/');
    // Each page, the home page too, arrives in its own chunk.
    await screen.findByRole('heading', { level: 1 });
    const phone = within(screen.getByRole('banner')).getByRole('link', { name: /555-0142/ });
    expect(phone).toHaveAttribute('href', 'tel:+19045550142');
    phone.addEventListener('click', (event) => event.preventDefault());
    await user.click(phone);
    expect(window.gtag).toHaveBeenCalledWith(
      'event',
      'phone_call_click',
      expect.objectContaining({ event_label: 'header' }),
    );
  });
});
