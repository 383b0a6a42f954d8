import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../shared/sections/Breadcrumbs.tsx';
import { SizePricingCards } from '../../shared/sections/SizePricingCards.tsx';
import { ctaRow, faqWrap } from '../../shared/sections/sections.css.ts';
import { JsonLd } from '../../shared/seo/JsonLd.tsx';
import { PageMeta } from '../../shared/seo/PageMeta.tsx';
import { faqPageJsonLd, serviceJsonLd } from '../../shared/seo/structured-data.ts';
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
import { card, cardText, iconBadge } from '../../shared/ui/card.css.ts';
import { DisclosureGroup } from '../../shared/ui/DisclosureGroup.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { PhoneButton } from '../../shared/ui/PhoneLink.tsx';
import { SizeComparisonTable } from './SizeComparisonTable.tsx';
import { projectCards, sizeFaq } from './size-page-content.ts';
import {
  guideCard,
  hero,
  heroLead,
  heroTitle,
  projectGrid,
  scopeList,
  scopeTerm,
  scopeValue,
} from './sizes.css.ts';

const title = 'Dumpster Sizes Guide: 10, 15 & 20 Yard Roll-Off Dumpsters | Coastal Haul';
const description =
  'Compare 10, 15 and 20 yard roll-off dumpsters: dimensions, included weight, flat 7-day prices and the right size for roofing, remodels, construction and cleanouts.';

/**
 * /dumpster-sizes. The interactive sizing guide is another feature: the route table
 * (app/pages/DumpsterSizesRoute.tsx) hands it in as `sizingGuide`, so this page never imports it.
 */
export function DumpsterSizesPage({ sizingGuide }: { sizingGuide: ReactNode }) {
  return (
    <>
      <PageMeta
        title={title}
        description={description}
        keywords={[
          'dumpster sizes',
          '10 yard dumpster',
          '15 yard dumpster',
          '20 yard dumpster',
          'what size dumpster do i need',
        ]}
        canonicalPath="/dumpster-sizes"
      />
      <JsonLd data={serviceJsonLd()} />
      <JsonLd data={faqPageJsonLd(sizeFaq)} />

      <section className={hero} aria-labelledby="sizes-page-title">
        <div className={container}>
          <Breadcrumbs
            trail={[
              { name: 'Home', path: '/' },
              { name: 'Dumpster Sizes', path: '/dumpster-sizes' },
            ]}
          />
          <h1 id="sizes-page-title" className={heroTitle} tabIndex={-1}>
            Dumpster Sizes Guide
          </h1>
          <p className={heroLead}>
            Not sure how big to go? Compare our 10, 15 and 20 yard roll-off dumpsters, see what fits each
            project, and let the sizing guide recommend one in a few clicks.
          </p>
        </div>
      </section>

      <section className={section} aria-labelledby="projects-title">
        <div className={container}>
          <div className={sectionHeader}>
            <span className={eyebrow}>By project</span>
            <h2 id="projects-title" className={sectionTitle}>
              The right size for your project
            </h2>
            <p className={lead}>What we recommend for each type of job, by how big it is.</p>
          </div>
          <ul className={projectGrid}>
            {projectCards.map((project) => (
              <li key={project.value} className={card}>
                <span className={iconBadge}>
                  <Icon name={project.icon} />
                </span>
                <h3 style={{ fontSize: '1.25rem' }}>{project.label}</h3>
                <p className={cardText}>{project.text}</p>
                <dl className={scopeList}>
                  {project.byScope.map((entry) => (
                    <div key={entry.scope} style={{ display: 'contents' }}>
                      <dt className={scopeTerm}>{entry.scope}</dt>
                      <dd className={scopeValue}>{entry.recommendation}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={sectionMuted} aria-labelledby="guide-title">
        <div className={container}>
          <div className={sectionHeader}>
            <span className={eyebrow}>Sizing guide</span>
            <h2 id="guide-title" className={sectionTitle}>
              Find your size in two clicks
            </h2>
            <p className={lead}>Choose your project type and its scope, and we recommend a size.</p>
          </div>
          <div className={guideCard}>{sizingGuide}</div>
        </div>
      </section>

      <section className={section} aria-labelledby="compare-title">
        <div className={container}>
          <div className={sectionHeader}>
            <span className={eyebrow}>Compare</span>
            <h2 id="compare-title" className={sectionTitle}>
              Sizes side by side
            </h2>
          </div>
          <SizeComparisonTable />
        </div>
      </section>

      <section className={sectionMuted} aria-labelledby="size-prices-title">
        <div className={container}>
          <div className={sectionHeader}>
            <span className={eyebrow}>Flat-rate pricing</span>
            <h2 id="size-prices-title" className={sectionTitle}>
              Pick a size and book
            </h2>
          </div>
          <SizePricingCards />
        </div>
      </section>

      <section className={section} aria-labelledby="size-faq-title">
        <div className={`${container} ${faqWrap}`}>
          <div className={sectionHeader}>
            <span className={eyebrow}>FAQ</span>
            <h2 id="size-faq-title" className={sectionTitle}>
              Sizing questions
            </h2>
          </div>
          <DisclosureGroup
            items={sizeFaq.map((item) => ({
              id: item.id,
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
          />
          <div className={ctaRow}>
            <ButtonLink href="/book" size="lg">
              Book Your Dumpster
            </ButtonLink>
            <PhoneButton placement="sizes_page" size="lg" variant="secondary">
              Ask an Expert
            </PhoneButton>
          </div>
        </div>
      </section>
    </>
  );
}
