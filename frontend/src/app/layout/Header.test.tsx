import { majorCities, serviceAreasByDisplayGroup } from '@dumpster/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

async function renderWithServiceAreas() {
  const user = userEvent.setup();
  // A light page: the header is the same everywhere.
  const view = renderApp('/terms');
  await screen.findByRole('heading', { level: 1 });
  const banner = screen.getByRole('banner');
  /** The button as it is now: the plain stand-in, then the real menu's trigger once loaded. */
  const trigger = () => within(banner).getByRole('button', { name: 'Service Areas' });
  /** A mouse user: the pointer reaches the button (which fetches the menu), then presses it. */
  async function openWithMouse() {
    await user.hover(trigger());
    await waitFor(() => expect(trigger()).not.toHaveAttribute('data-pending'));
    await user.click(trigger());
    return screen.findByRole('menu', { name: 'Service Areas' });
  }
  return { user, trigger, openWithMouse, ...view };
}

describe('the header Service Areas menu', () => {
  it('lists Major Cities first, then every city under its display group', async () => {
    const { openWithMouse } = await renderWithServiceAreas();
    const menu = await openWithMouse();
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

  it('loads the menu only when a visitor reaches for it', async () => {
    const { user, trigger } = await renderWithServiceAreas();
    // Until then the page carries a plain button of the same name and no menu code.
    expect(trigger()).toHaveAttribute('data-pending');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await user.hover(trigger());
    await waitFor(() => expect(trigger()).not.toHaveAttribute('data-pending'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens once its code arrives when the stand-in was pressed before', async () => {
    const { trigger } = await renderWithServiceAreas();
    // The press lands on the stand-in itself, before the menu's code could replace it.
    fireEvent.pointerDown(trigger(), { pointerType: 'mouse' });
    expect(await screen.findByRole('menu', { name: 'Service Areas' })).toBeInTheDocument();
  });

  it('opens on its first item when Enter was pressed on the stand-in before its code arrived', async () => {
    const { trigger } = await renderWithServiceAreas();
    const standIn = trigger();
    act(() => {
      standIn.focus();
      fireEvent.keyDown(standIn, { key: 'Enter' });
    });
    const menu = await screen.findByRole('menu', { name: 'Service Areas' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
  });

  it('navigates to the city page chosen with the mouse', async () => {
    const { user, openWithMouse } = await renderWithServiceAreas();
    const menu = await openWithMouse();
    await user.click(within(menu).getAllByRole('menuitem', { name: 'Tampa' })[0]!);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dumpster Rental in Tampa, FL' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: focus keeps its place, Enter opens, arrows move, Enter follows, Escape closes', async () => {
    const { user, trigger } = await renderWithServiceAreas();
    trigger().focus();
    // Focusing the stand-in fetches the menu; the real trigger takes its place and its focus.
    await waitFor(() => expect(trigger()).not.toHaveAttribute('data-pending'));
    await waitFor(() => expect(trigger()).toHaveFocus());

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
    await waitFor(() => expect(trigger()).toHaveFocus());

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
    // Each page, the home page too, arrives in its own chunk.
    await screen.findByRole('heading', { level: 1 });
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
    // Each page, the home page too, arrives in its own chunk.
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
