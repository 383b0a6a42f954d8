// The route table of spec section 2. Every page is its own chunk (the prerendered page preloads
// its own), so no page carries another's code. One route per city slug comes from the domain's
// service areas. A page that shows another feature (the home page's contact form, the sizes
// page's sizing guide) is composed in pages/, since features never import each other.
import { serviceAreas } from '@dumpster/domain';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout.tsx';
import { lazyPage } from './lazy-page.ts';

const cityRoutes: RouteObject[] = serviceAreas.map((area) => ({
  path: area.slug,
  lazy: async () => {
    const { CityPage } = await import('../features/service-areas/CityPage.tsx');
    return { element: <CityPage area={area} /> };
  },
}));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Until a lazy page's chunk arrives on the first load, the outlet is empty.
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./pages/HomeRoute.tsx'),
          (m) => m.HomeRoute,
        ),
      },
      {
        path: 'book',
        lazy: lazyPage(
          () => import('../features/booking/BookingPage.tsx'),
          (m) => m.BookingPage,
        ),
      },
      {
        path: 'dumpster-sizes',
        lazy: lazyPage(
          () => import('./pages/DumpsterSizesRoute.tsx'),
          (m) => m.DumpsterSizesRoute,
        ),
      },
      {
        path: 'privacy',
        lazy: lazyPage(
          () => import('../features/legal/PrivacyPage.tsx'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: 'terms',
        lazy: lazyPage(
          () => import('../features/legal/TermsPage.tsx'),
          (m) => m.TermsPage,
        ),
      },
      // Where a form posted without its script ends (decision 0051); not in the sitemap.
      {
        path: 'book/confirmed',
        lazy: lazyPage(
          () => import('./answer-pages.ts'),
          (m) => m.BookingConfirmationPage,
        ),
      },
      {
        path: 'contact/sent',
        lazy: lazyPage(
          () => import('./answer-pages.ts'),
          (m) => m.MessageSentPage,
        ),
      },
      // The customer's own booking, from the link in their e-mail (decision 0093); never in the sitemap.
      {
        path: 'my-booking',
        lazy: lazyPage(
          () => import('../features/my-booking/LinkNotValid.tsx'),
          (m) => m.LinkNotValidPage,
        ),
      },
      {
        path: 'my-booking/:token',
        lazy: lazyPage(
          () => import('../features/my-booking/MyBookingPage.tsx'),
          (m) => m.MyBookingPage,
        ),
      },
      ...cityRoutes,
      {
        path: '*',
        lazy: lazyPage(
          () => import('../features/not-found/NotFoundPage.tsx'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
