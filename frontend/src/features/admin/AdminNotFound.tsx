import { Link as RouterLink } from 'react-router-dom';
import * as css from './admin.css.ts';
import { adminPages } from './admin-paths.ts';

export function AdminNotFound() {
  return (
    <>
      <title>Not found · Back office</title>
      <h1 className={css.pageTitle}>This back office page does not exist</h1>
      <RouterLink to={adminPages.bookings} className={css.link}>
        Go to the bookings
      </RouterLink>
    </>
  );
}
