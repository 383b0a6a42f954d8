// The back office's route table (decisions 0066-0069). It is not part of the public site's table
// (routes.tsx): src/entry-admin.tsx renders it from its own HTML page and build, so the public
// pages' chunks do not change because of it, nothing under /admin is prerendered, and the
// sitemap (the domain's public routes) never lists it.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page.ts';

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: lazyPage(
      () => import('../features/admin/AdminRoot.tsx'),
      (m) => m.AdminRoot,
    ),
    children: [
      {
        path: 'sign-in',
        lazy: lazyPage(
          () => import('../features/admin/SignInPage.tsx'),
          (m) => m.SignInPage,
        ),
      },
      {
        // The driver's phone (decision 0192): beside the signed-in layout, which refuses a driver.
        path: 'driver',
        lazy: lazyPage(
          () => import('../features/driver/DriverPage.tsx'),
          (m) => m.DriverPage,
        ),
      },
      {
        lazy: lazyPage(
          () => import('../features/admin/AdminLayout.tsx'),
          (m) => m.AdminLayout,
        ),
        children: [
          {
            index: true,
            lazy: lazyPage(
              () => import('../features/admin/bookings/BookingsPage.tsx'),
              (m) => m.BookingsPage,
            ),
          },
          {
            path: 'bookings/new',
            lazy: lazyPage(
              () => import('../features/admin/phone-orders/NewBookingPage.tsx'),
              (m) => m.NewBookingPage,
            ),
          },
          {
            path: 'customers',
            lazy: lazyPage(
              () => import('../features/admin/customers/CustomersPage.tsx'),
              (m) => m.CustomersPage,
            ),
          },
          {
            path: 'customers/:id',
            lazy: lazyPage(
              () => import('../features/admin/customers/CustomerPage.tsx'),
              (m) => m.CustomerPage,
            ),
          },
          {
            path: 'bookings/:id',
            lazy: lazyPage(
              () => import('../features/admin/bookings/BookingPage.tsx'),
              (m) => m.BookingPage,
            ),
          },
          {
            path: 'day-board',
            lazy: lazyPage(
              () => import('../features/admin/day-board/DayBoardPage.tsx'),
              (m) => m.DayBoardPage,
            ),
          },
          {
            path: 'receivables',
            lazy: lazyPage(
              () => import('../features/admin/billing/ReceivablesPage.tsx'),
              (m) => m.ReceivablesPage,
            ),
          },
          {
            path: 'contact-requests',
            lazy: lazyPage(
              () => import('../features/admin/contact-requests/ContactRequestsPage.tsx'),
              (m) => m.ContactRequestsPage,
            ),
          },
          {
            path: 'users',
            lazy: lazyPage(
              () => import('../features/admin/users/UsersPage.tsx'),
              (m) => m.UsersPage,
            ),
          },
          {
            path: 'fleet',
            lazy: lazyPage(
              () => import('../features/admin/fleet/FleetPage.tsx'),
              (m) => m.FleetPage,
            ),
          },
          {
            path: 'dispatch',
            lazy: lazyPage(
              () => import('../features/admin/dispatch/DispatchPage.tsx'),
              (m) => m.DispatchPage,
            ),
          },
          {
            path: 'containers',
            lazy: lazyPage(
              () => import('../features/admin/dispatch/ContainersPage.tsx'),
              (m) => m.ContainersPage,
            ),
          },
          {
            path: 'trucks',
            lazy: lazyPage(
              () => import('../features/admin/dispatch/TrucksPage.tsx'),
              (m) => m.TrucksPage,
            ),
          },
          {
            path: 'calendar',
            lazy: lazyPage(
              () => import('../features/admin/calendar/CalendarPage.tsx'),
              (m) => m.CalendarPage,
            ),
          },
          {
            path: 'dashboard',
            lazy: lazyPage(
              () => import('../features/admin/dashboard/DashboardPage.tsx'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: '*',
            lazy: lazyPage(
              () => import('../features/admin/AdminNotFound.tsx'),
              (m) => m.AdminNotFound,
            ),
          },
        ],
      },
    ],
  },
];
