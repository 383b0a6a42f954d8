import { business } from '@dumpster/domain';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link as AriaLink } from 'react-aria-components/Link';
import { useLocation } from 'react-router-dom';
import { container } from '../../shared/styles/utilities.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { PhoneLink } from '../../shared/ui/PhoneLink.tsx';
import {
  actions,
  bar,
  bookDesktop,
  brand,
  desktopNav,
  header,
  menuToggle,
  navLink,
  navList,
  phone,
} from './header.css.ts';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { bookLink, sectionLinks, sizeGuideLink } from './nav-items.ts';
import { PhoneIcon } from './PhoneIcon.tsx';
import { ServiceAreasMenuFallback } from './ServiceAreasMenuFallback.tsx';

const ServiceAreasMenu = lazy(() =>
  import('./ServiceAreasMenu.tsx').then((module) => ({ default: module.ServiceAreasMenu })),
);

export function Header() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // Any navigation (a link in the menu, the back button) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  return (
    <header className={header}>
      <div className={`${container} ${bar}`}>
        <AriaLink href="/" className={brand}>
          <Logo />
        </AriaLink>

        <nav aria-label="Main" className={desktopNav}>
          <ul className={navList}>
            {sectionLinks.map((item) => (
              <li key={item.href}>
                <AriaLink href={item.href} className={navLink}>
                  {item.label}
                </AriaLink>
              </li>
            ))}
            <li>
              <Suspense fallback={<ServiceAreasMenuFallback />}>
                <ServiceAreasMenu />
              </Suspense>
            </li>
            <li>
              <AriaLink href={sizeGuideLink.href} className={navLink}>
                {sizeGuideLink.label}
              </AriaLink>
            </li>
          </ul>
        </nav>

        <div className={actions}>
          <PhoneLink placement="header" className={phone}>
            <PhoneIcon />
            <span>{business.phoneDisplay}</span>
          </PhoneLink>
          <ButtonLink href={bookLink.href} className={bookDesktop}>
            {bookLink.label}
          </ButtonLink>
          <Button
            className={menuToggle}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onPress={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22" focusable="false">
              {isMenuOpen ? (
                <path
                  d="M5 5l12 12M17 5L5 17"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              ) : (
                <path
                  d="M3 6h16M3 11h16M3 16h16"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </Button>
        </div>
      </div>
      {isMenuOpen ? <MobileMenu id={menuId} onNavigate={() => setMenuOpen(false)} /> : null}
    </header>
  );
}
