import { claims, dumpsterSizes, formatUsd, type ServiceArea } from '@dumpster/domain';
import { Breadcrumbs } from '../../shared/sections/Breadcrumbs.tsx';
import { container } from '../../shared/styles/utilities.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { PhoneButton } from '../../shared/ui/PhoneLink.tsx';
import {
  fact,
  factCard,
  factIcon,
  factList,
  hero,
  heroActions,
  heroGrid,
  heroLead,
  heroTitle,
} from './city.css.ts';

export function CityHero({ area, intro }: { area: ServiceArea; intro: string }) {
  const smallest = dumpsterSizes[0]!;
  return (
    <section className={hero} aria-labelledby="city-title">
      <div className={container}>
        <Breadcrumbs
          trail={[
            { name: 'Home', path: '/' },
            { name: 'Service Areas', path: `/${area.slug}#service-areas` },
            { name: area.city, path: `/${area.slug}` },
          ]}
        />
        <div className={heroGrid}>
          <div>
            <h1 id="city-title" className={heroTitle} tabIndex={-1}>
              Dumpster Rental in {area.city}, FL
            </h1>
            <p className={heroLead}>{intro}</p>
            <div className={heroActions}>
              <ButtonLink href="/book" size="lg">
                Book Now
              </ButtonLink>
              <PhoneButton placement="city_hero" size="lg" variant="outlineLight">
                <Icon name="phone" size={20} />
                Call Now
              </PhoneButton>
            </div>
          </div>
          <div className={factCard}>
            <ul className={factList} aria-label={`Dumpster rental in ${area.city} at a glance`}>
              <li className={fact}>
                <span className={factIcon}>
                  <Icon name="truck" />
                </span>
                Same-day delivery in {area.city}
              </li>
              <li className={fact}>
                <span className={factIcon}>
                  <Icon name="tag" />
                </span>
                From {formatUsd(smallest.priceCents)} for 7 days
              </li>
              <li className={fact}>
                <span className={factIcon}>
                  <Icon name="shield" />
                </span>
                {claims.licensed}
              </li>
              <li className={fact}>
                <span className={factIcon}>
                  <Icon name="star" />
                </span>
                {claims.noHiddenFees}
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
