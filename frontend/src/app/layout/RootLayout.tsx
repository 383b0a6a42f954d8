import { Outlet } from 'react-router-dom';
import { ToastRegionOnDemand } from '../../shared/ui/ToastRegionOnDemand.tsx';
import { main, skipLink } from './chrome.css.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { HelpWidget } from './HelpWidget.tsx';
import { MobileBar } from './MobileBar.tsx';
import { NavigationEffects } from './NavigationEffects.tsx';

/** The frame of every page: header, main content, footer and the floating helpers. */
export function RootLayout() {
  return (
    <>
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
      <ToastRegionOnDemand />
      <NavigationEffects />
    </>
  );
}
