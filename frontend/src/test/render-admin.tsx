import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { adminRoutes } from '../app/admin-routes.tsx';
import '../shared/styles/global.css.ts';

/** Renders the back office (its own route table, as src/entry-admin.tsx does) at a path. */
export function renderAdmin(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
}
