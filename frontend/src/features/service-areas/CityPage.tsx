import { cityPageMeta, localInfoFor, type ServiceArea } from '@dumpster/domain';
import { HowItWorks } from '../../shared/sections/HowItWorks.tsx';
import { SizePricingCards } from '../../shared/sections/SizePricingCards.tsx';
import { ctaRow, faqWrap } from '../../shared/sections/sections.css.ts';
import { JsonLd } from '../../shared/seo/JsonLd.tsx';
import { PageMeta } from '../../shared/seo/PageMeta.tsx';
import { faqPageJsonLd, localBusinessJsonLd, serviceJsonLd } from '../../shared/seo/structured-data.ts';
import {
  container,
  eyebrow,
  lead,
  section,
  sectionHeader,
  sectionMuted,
  sectionTitle,
} from '../../shared/styles/utilities.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { DisclosureGroup } from '../../shared/ui/DisclosureGroup.tsx';
import { PhoneButton } from '../../shared/ui/PhoneLink.tsx';
import { CityHero } from './CityHero.tsx';
import { CityLocalInfo } from './CityLocalInfo.tsx';
import { CityServiceDetails } from './CityServiceDetails.tsx';
import { cityIntro } from './city-copy.ts';
import { OtherCities } from './OtherCities.tsx';

/**
 * A service-area landing page (/{slug}); the seven cities with local info get their own sections.
 * The route table makes one route per service area, so the page is always given a real one.
 */
export function CityPage({ area }: { area: ServiceArea }) {
  const meta = cityPageMeta(area);
  const local = localInfoFor(area.slug);

  return (
    <>
      <PageMeta
        title={meta.title}
        description={meta.description}
        keywords={meta.keywords}
        canonicalPath={meta.canonicalPath}
      />
      <JsonLd data={localBusinessJsonLd()} />
      <JsonLd data={serviceJsonLd(area)} />
      {local ? <JsonLd data={faqPageJsonLd(local.faq)} /> : null}

      <CityHero area={area} intro={local?.intro ?? cityIntro(area)} />

      <section className={sectionMuted} aria-labelledby="sizes-title">
        <div className={container}>
          <div className={sectionHeader}>
            <span className={eyebrow}>Sizes and prices</span>
            <h2 id="sizes-title" className={sectionTitle}>
              {area.city} dumpster sizes and flat prices
            </h2>
            <p className={lead}>
              The same honest price in {area.city} as everywhere we serve. Delivery and pickup included.
            </p>
          </div>
          <SizePricingCards />
        </div>
      </section>

      <section className={section} aria-labelledby="how-title">
        <div className={container}>
          <div className={sectionHeader}>
            <span className={eyebrow}>How it works</span>
            <h2 id="how-title" className={sectionTitle}>
              Renting a dumpster in {area.city} takes four steps
            </h2>
          </div>
          <HowItWorks />
        </div>
      </section>

      {local ? <CityLocalInfo area={area} info={local} /> : null}

      <CityServiceDetails area={area} hasLocalPermitInfo={Boolean(local)} muted={!local} />

      {local ? (
        <section className={sectionMuted} aria-labelledby="city-faq-title">
          <div className={`${container} ${faqWrap}`}>
            <div className={sectionHeader}>
              <span className={eyebrow}>{area.city} FAQ</span>
              <h2 id="city-faq-title" className={sectionTitle}>
                Dumpster rental questions from {area.city}
              </h2>
            </div>
            <DisclosureGroup
              items={local.faq.map((entry, index) => ({
                id: `city-faq-${index}`,
                title: entry.question,
                content: <p>{entry.answer}</p>,
              }))}
            />
          </div>
        </section>
      ) : null}

      <OtherCities slug={area.slug} city={area.city} />

      <section className={sectionMuted} aria-labelledby="city-cta-title">
        <div className={container} style={{ textAlign: 'center' }}>
          <h2 id="city-cta-title" className={sectionTitle}>
            Ready for your {area.city} dumpster?
          </h2>
          <p className={lead} style={{ marginInline: 'auto' }}>
            Book online in two minutes, or call and talk to our local team.
          </p>
          <div className={ctaRow}>
            <ButtonLink href="/book" size="lg">
              Book Now
            </ButtonLink>
            <PhoneButton placement="city_cta" size="lg" variant="secondary">
              Call Now
            </PhoneButton>
          </div>
        </div>
      </section>
    </>
  );
}
