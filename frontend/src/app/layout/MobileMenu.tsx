import { useId, useState } from 'react';
import { container } from '../../shared/styles/utilities.css.ts';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { PhoneButton } from '../../shared/ui/PhoneLink.tsx';
import { ChevronDown } from './ChevronDown.tsx';
import {
  chevron,
  mobileActions,
  mobileCities,
  mobileGroupTitle,
  mobileLink,
  mobileList,
  mobilePanel,
} from './header.css.ts';
import { bookLink, sectionLinks, sizeGuideLink } from './nav-items.ts';
import { serviceAreaSections } from './service-area-sections.ts';

interface MobileMenuProps {
  id: string;
  /** Called when any item is chosen, so the menu closes (spec section 4). */
  onNavigate: () => void;
}

/** The small-screen menu: the header's items in one column; Service Areas fold out. */
export function MobileMenu({ id, onNavigate }: MobileMenuProps) {
  const [areasOpen, setAreasOpen] = useState(false);
  const areasId = useId();

  return (
    <nav id={id} aria-label="Mobile" className={mobilePanel}>
      <div className={container}>
        <ul className={mobileList}>
          {sectionLinks.map((item) => (
            <li key={item.href}>
              <AppLink href={item.href} className={mobileLink} onClick={onNavigate}>
                {item.label}
              </AppLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={mobileLink}
              aria-expanded={areasOpen}
              aria-controls={areasId}
              onClick={() => setAreasOpen((open) => !open)}
            >
              Service Areas
              <ChevronDown className={chevron} />
            </button>
            {areasOpen ? (
              <div id={areasId}>
                {serviceAreaSections().map((section) => (
                  <section key={section.title} aria-label={section.title}>
                    <p className={mobileGroupTitle}>{section.title}</p>
                    <ul className={mobileCities}>
                      {section.items.map((city) => (
                        <li key={city.id}>
                          <AppLink href={city.href} className={mobileLink} onClick={onNavigate}>
                            {city.label}
                          </AppLink>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            ) : null}
          </li>
          <li>
            <AppLink href={sizeGuideLink.href} className={mobileLink} onClick={onNavigate}>
              {sizeGuideLink.label}
            </AppLink>
          </li>
        </ul>
        <div className={mobileActions}>
          <PhoneButton placement="mobile_menu" variant="outline" onClick={onNavigate}>
            Call Us
          </PhoneButton>
          <ButtonLink href={bookLink.href} onClick={onNavigate}>
            {bookLink.label}
          </ButtonLink>
        </div>
      </div>
    </nav>
  );
}
