import { majorCities, serviceAreasByDisplayGroup } from '@dumpster/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

async function openServiceAreas() {
  const user = userEvent.setup();
  // A light page: the header is the same everywhere.
  const view = renderApp('/terms');
  await screen.findByRole('heading', { level: 1 });
  const banner = screen.getByRole('banner');
  // The menu's code arrives in its own chunk; until then a look-alike placeholder stands in.
  await waitFor(() =>
    expect(within(banner).getByRole('button', { name: 'Service Areas' })).not.toHaveAttribute('data-pending'),
  );
  const trigger = within(banner).getByRole('button', { name: 'Service Areas' });
  return { user, trigger, ...view };
}

describe('the header Service Areas menu', () => {
  it('lists Major Cities first, then every city under its display group', async () => {
    const { user, trigger } = await openServiceAreas();
    await user.click(trigger);

    const menu = await screen.findByRole('menu', { name: 'Service Areas' });
    const groups = within(menu).getAllByRole('group');
    const titles = groups.map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(titles).toEqual(['Major Cities', ...serviceAreasByDisplayGroup().map(({ group }) => group)]);

    const [major, ...regions] = groups;
    expect(
      within(major!)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(majorCities().map((area) => area.city));
    serviceAreasByDisplayGroup().forEach(({ cities }, index) => {
      expect(
        within(regions[index]!)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(cities.map((area) => area.city));
    });
  });

  it('navigates to the city page chosen with the mouse', async () => {
    const { user, trigger } = await openServiceAreas();
    await user.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Service Areas' });
    await user.click(within(menu).getAllByRole('menuitem', { name: 'Tampa' })[0]!);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dumpster Rental in Tampa, FL' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens, arrows move, Enter follows, Escape closes', async () => {
    const { user, trigger } = await openServiceAreas();
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Service Areas' });
    const items = within(menu).getAllByRole('menuitem');
    // React Aria moves focus in an effect after the menu mounts: wait for it, don't race it.
    await waitFor(() => expect(items[0]).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    expect(items[1]).toHaveTextContent('Tampa');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Focus goes back to the trigger in a later frame (FocusScope's restoreFocus).
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('menu', { name: 'Service Areas' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(within(reopened).getAllByRole('menuitem')[2]).toHaveTextContent('Orlando');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dumpster Rental in Orlando, FL' }),
    ).toBeInTheDocument();
  });
});

describe('the mobile menu', () => {
  it('opens from the toggle and closes when an item is chosen', async () => {
    const user = userEvent.setup();
    renderApp('/dumpster-sizes');
    await screen.findByRole('heading', { level: 1 });

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(mobileNav).getByRole('link', { name: 'Pricing' }));

    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('heading', { level: 1, name: /Florida's Premier/ })).toBeInTheDocument();
  });

  it('folds out the service areas and closes after a city is chosen', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });

    const areas = within(mobileNav).getByRole('button', { name: 'Service Areas' });
    await user.click(areas);
    expect(areas).toHaveAttribute('aria-expanded', 'true');
    const northeast = within(mobileNav).getByRole('region', { name: 'Northeast Florida' });
    await user.click(within(northeast).getByRole('link', { name: 'Green Cove Springs' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dumpster Rental in Green Cove Springs, FL' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes again when the toggle is pressed twice', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
