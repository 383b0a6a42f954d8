import { business, contactServiceOptions, mailtoHref, openingHours } from '@dumpster/domain';
import { container, visuallyHidden } from '../../shared/styles/utilities.css.ts';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { PhoneLink } from '../../shared/ui/PhoneLink.tsx';
import {
  bottom,
  brandBlock,
  brandLink,
  footer,
  footerLink,
  grid,
  heading,
  list,
  plainItem,
  small,
  socialIcon,
  socials,
} from './footer.css.ts';
import { Logo } from './Logo.tsx';
import { sectionLinks } from './nav-items.ts';
import { SocialIcon, socialNetworks } from './SocialIcon.tsx';
import { useCurrentYear } from './use-current-year.ts';

export function Footer() {
  const year = useCurrentYear();
  const { street, city, state, zipCode } = business.address;

  return (
    <footer className={footer}>
      <div className={container}>
        <div className={grid}>
          <div className={brandBlock}>
            <AppLink href="/" className={brandLink}>
              <Logo tone="light" />
            </AppLink>
            <p className={small}>
              Family-run since {business.foundedYear}: roll-off dumpsters and demolition for homeowners,
              contractors and property managers across Florida.
            </p>
            {/* The social profiles do not exist yet: shown as marks, not as links that go nowhere. */}
            <ul className={socials} aria-label="Social media (coming soon)">
              {socialNetworks.map((network) => (
                <li key={network} className={socialIcon}>
                  <SocialIcon network={network} />
                  <span className={visuallyHidden}>{network} (coming soon)</span>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={heading}>
              Quick Links
            </h2>
            <ul className={list}>
              {sectionLinks.map((item) => (
                <li key={item.href}>
                  <AppLink href={item.href} className={footerLink}>
                    {item.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className={heading}>Our Services</h2>
            {/* Service pages are not built yet: plain text, not dead links (spec section 2). */}
            <ul className={list}>
              {contactServiceOptions
                .filter((option) => option.value !== 'other')
                .map((option) => (
                  <li key={option.value} className={plainItem}>
                    {option.label}
                  </li>
                ))}
            </ul>
          </div>

          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={heading}>
              Legal
            </h2>
            <ul className={list}>
              <li>
                <AppLink href="/privacy" className={footerLink}>
                  Privacy Policy
                </AppLink>
              </li>
              <li>
                <AppLink href="/terms" className={footerLink}>
                  Terms of Service
                </AppLink>
              </li>
              <li>
                {/* A file served by the server, not a route: a plain link, outside the router. */}
                <a href="/sitemap.xml" className={footerLink}>
                  Sitemap
                </a>
              </li>
            </ul>
          </nav>

          <div>
            <h2 className={heading}>Contact</h2>
            <ul className={list}>
              <li>
                <PhoneLink placement="footer" className={footerLink} />
              </li>
              <li>
                <a href={mailtoHref} className={footerLink}>
                  {business.email}
                </a>
              </li>
              <li className={plainItem}>
                <address style={{ fontStyle: 'normal' }}>
                  {street}
                  <br />
                  {city}, {state} {zipCode}
                </address>
              </li>
              {openingHours.map((hours) => (
                <li key={hours.label} className={plainItem}>
                  {hours.label}: {hours.display}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className={bottom}>
          <p>
            © {year} {business.name}. All rights reserved.
          </p>
          <p>Licensed &amp; insured · Serving {business.citiesServedClaim} Florida cities</p>
        </div>
      </div>
    </footer>
  );
}
