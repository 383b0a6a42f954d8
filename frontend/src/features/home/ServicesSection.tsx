import { DumpsterImage } from '../../shared/images/DumpsterImage.tsx';
import { cardFooter } from '../../shared/sections/sections.css.ts';
import {
  container,
  eyebrow,
  lead,
  sectionHeader,
  sectionMuted,
  sectionTitle,
} from '../../shared/styles/utilities.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { card, cardText, cardTitle, grid3 } from '../../shared/ui/card.css.ts';
import { serviceImage, servicePrice } from './home.css.ts';
import { serviceCards } from './home-content.ts';

export function ServicesSection() {
  return (
    <section id="services" className={sectionMuted} aria-labelledby="services-title">
      <div className={container}>
        <div className={sectionHeader}>
          <span className={eyebrow}>Our services</span>
          <h2 id="services-title" className={sectionTitle}>
            Roll-off dumpsters for every project
          </h2>
          <p className={lead}>
            Homeowners, contractors and property managers: pick the job, we bring the right container.
          </p>
        </div>
        <ul className={grid3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {serviceCards.map((service) => (
            <li key={service.title} className={card}>
              <DumpsterImage size={service.size} className={serviceImage} />
              <h3 className={cardTitle}>{service.title}</h3>
              <p className={cardText}>{service.description}</p>
              <p className={servicePrice}>{service.priceText}</p>
              <div className={cardFooter}>
                <ButtonLink
                  href="/#contact"
                  variant="outline"
                  isFullWidth
                  aria-label={`Request Info: ${service.title}`}
                >
                  Request Info
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
