import { business, claims } from '@dumpster/domain';
import heroImage from '../../shared/images/hero-truck.svg?no-inline';
import { Stars } from '../../shared/sections/Stars.tsx';
import { container } from '../../shared/styles/utilities.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import {
  badge,
  badgeIcon,
  badges,
  hero,
  heroAccent,
  heroActions,
  heroGrid,
  heroImage as heroImageClass,
  heroLead,
  heroRating,
  heroTitle,
} from './home.css.ts';

export function HeroSection() {
  return (
    <section id="home" className={hero} aria-labelledby="home-title">
      <div className={`${container} ${heroGrid}`}>
        <div>
          <h1 id="home-title" className={heroTitle} tabIndex={-1}>
            Florida's Premier <span className={heroAccent}>Dumpster Rental</span> Service
          </h1>
          <p className={heroLead}>
            Roll-off dumpsters in 10, 15 and 20 yard sizes, delivered same day across{' '}
            {business.citiesServedClaim} Florida cities. One flat price, a 7-day rental and a team that
            answers the phone.
          </p>
          <ul className={badges} aria-label="Why customers trust us">
            <li className={badge}>
              <span className={badgeIcon}>
                <Icon name="clock" size={18} />
              </span>
              {claims.experience}
            </li>
            <li className={badge}>
              <span className={badgeIcon}>
                <Icon name="truck" size={18} />
              </span>
              Same-day delivery
            </li>
            <li className={badge}>
              <span className={badgeIcon}>
                <Icon name="shield" size={18} />
              </span>
              {claims.licensed}
            </li>
          </ul>
          <div className={heroActions}>
            <ButtonLink href="/book" size="lg">
              Book Now
            </ButtonLink>
            <ButtonLink href="/#services" size="lg" variant="outlineLight">
              Our Services
            </ButtonLink>
          </div>
          <p className={heroRating}>
            <Stars rating={business.rating.value} id="hero" />
            <span>
              {business.rating.value} from {business.rating.count} reviews
            </span>
          </p>
        </div>
        <img
          src={heroImage}
          alt="A roll-off truck delivering an orange 20 yard dumpster in a Florida neighborhood"
          width={560}
          height={400}
          className={heroImageClass}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
