// The root of every /admin page: the back office's own store, and head tags that keep the pages
// out of search engines (decision 0068). The sign-in page and the signed-in layout are its children.
import { Outlet } from 'react-router-dom';
import { AdminStoreProvider } from './admin-store.tsx';

export function AdminRoot() {
  return (
    <AdminStoreProvider>
      <meta name="robots" content="noindex, nofollow" />
      <Outlet />
    </AdminStoreProvider>
  );
}
