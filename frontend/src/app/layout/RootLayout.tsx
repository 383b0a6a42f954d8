import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { ToastRegion } from '../../shared/ui/ToastRegion.tsx';
import { main, skipLink } from './chrome.css.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { HelpWidget } from './HelpWidget.tsx';
import { MobileBar } from './MobileBar.tsx';
import { NavigationEffects } from './NavigationEffects.tsx';

const hasScheme = /^[a-z][a-z\d+.-]*:/i;

/**
 * react-aria runs every link's href through this. App paths go through the router (basename,
 * relative paths); tel:, mailto: and absolute addresses must stay exactly as written.
 */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return hasScheme.test(href) ? href : routed;
}

/** The frame of every page: header, main content, footer and the floating helpers. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    // react-aria links (Link, ButtonLink, menu items) navigate through the app's router.
    <AriaRouterProvider navigate={navigate} useHref={useLinkHref}>
      <a href="#main" className={skipLink}>
        Skip to main content
      </a>
      <Header />
      <main id="main" className={main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <MobileBar />
      <HelpWidget />
      <ToastRegion />
      <NavigationEffects />
    </AriaRouterProvider>
  );
}
