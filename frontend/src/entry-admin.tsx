// The back office's entry (decision 0068): its own HTML page (admin/index.html, which the server
// answers for /admin and every /admin/* path) and its own build, so not one byte of its code or
// styles reaches the public pages, which never link to it. Rendered in the browser only.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './shared/styles/global.css.ts';
import { adminRoutes } from './app/admin-routes.tsx';
import { pageRoot } from './page-root.ts';

async function start() {
  const container = await pageRoot();
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(adminRoutes)} />
    </StrictMode>,
  );
}

void start();
