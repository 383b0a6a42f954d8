import { business } from '@dumpster/domain';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { container } from '../../shared/styles/utilities.css.ts';
import { AppLink } from '../../shared/ui/AppLink.tsx';
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
import { ServiceAreasMenuOnDemand } from './ServiceAreasMenuOnDemand.tsx';

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
        <AppLink href="/" className={brand}>
          <Logo />
        </AppLink>

        <nav aria-label="Main" className={desktopNav}>
          <ul className={navList}>
            {sectionLinks.map((item) => (
              <li key={item.href}>
                <AppLink href={item.href} className={navLink}>
                  {item.label}
                </AppLink>
              </li>
            ))}
            <li>
              <ServiceAreasMenuOnDemand />
            </li>
            <li>
              <AppLink href={sizeGuideLink.href} className={navLink}>
                {sizeGuideLink.label}
              </AppLink>
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
          <button
            type="button"
            className={menuToggle}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
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
          </button>
        </div>
      </div>
      {isMenuOpen ? <MobileMenu id={menuId} onNavigate={() => setMenuOpen(false)} /> : null}
    </header>
  );
}
