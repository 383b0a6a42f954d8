import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App.tsx';
import { routes } from '../app/routes.tsx';
import { makeStore } from '../app/store.ts';

/** Renders the whole app (layout, router, store) at a path, as a visitor would see it. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = makeStore();
  const view = render(<App router={router} store={store} />);
  return { ...view, router, store };
}
