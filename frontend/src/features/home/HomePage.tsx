import { homePageMeta } from '@dumpster/domain';
import type { ReactNode } from 'react';
import { JsonLd } from '../../shared/seo/JsonLd.tsx';
import { PageMeta } from '../../shared/seo/PageMeta.tsx';
import { faqPageJsonLd, localBusinessJsonLd, serviceJsonLd } from '../../shared/seo/structured-data.ts';
import { ClosingCtaSection } from './ClosingCtaSection.tsx';
import { CommunityPartnerSection } from './CommunityPartnerSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { DemolitionSection } from './DemolitionSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { homeFaqItems } from './faq-items.ts';
import { HeroSection } from './HeroSection.tsx';
import { PricingSection } from './PricingSection.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';
import { TrustBadges } from './TrustBadges.tsx';
import { WhyChooseUs } from './WhyChooseUs.tsx';

/**
 * The home page: the sections of spec section 2, in its order. The contact form is another
 * feature: the route table (app/pages/HomeRoute.tsx) hands it in as `contactForm`.
 */
export function HomePage({ contactForm }: { contactForm: ReactNode }) {
  return (
    <>
      <PageMeta
        title={homePageMeta.title}
        description={homePageMeta.description}
        keywords={homePageMeta.keywords}
        canonicalPath={homePageMeta.canonicalPath}
      />
      <JsonLd data={localBusinessJsonLd()} />
      <JsonLd data={serviceJsonLd()} />
      <JsonLd data={faqPageJsonLd(homeFaqItems)} />
      <HeroSection />
      <WhyChooseUs />
      <TrustBadges />
      <ServicesSection />
      <PricingSection />
      <CommunityPartnerSection />
      <DemolitionSection />
      <TestimonialsSection />
      <FaqSection />
      <ClosingCtaSection />
      <ContactSection form={contactForm} />
    </>
  );
}
