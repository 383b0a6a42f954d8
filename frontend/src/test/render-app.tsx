import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App.tsx';
import { routes } from '../app/routes.tsx';

/** Renders the whole app (layout, router, providers) at a path, as a visitor would see it. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<App router={router} />);
  return { ...view, router };
}
