import { ctaRow, faqWrap } from '../../shared/sections/sections.css.ts';
import {
  container,
  eyebrow,
  lead,
  section,
  sectionHeader,
  sectionTitle,
} from '../../shared/styles/utilities.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { DisclosureGroup } from '../../shared/ui/DisclosureGroup.tsx';
import { homeFaqItems } from './faq-items.ts';

export function FaqSection() {
  return (
    <section id="faq" className={section} aria-labelledby="faq-title">
      <div className={`${container} ${faqWrap}`}>
        <div className={sectionHeader}>
          <span className={eyebrow}>FAQ</span>
          <h2 id="faq-title" className={sectionTitle}>
            Frequently asked questions
          </h2>
          <p className={lead}>
            Straight answers about prices, sizes, delivery and what can go in the dumpster.
          </p>
        </div>
        <DisclosureGroup
          items={homeFaqItems.map((item) => ({
            id: item.id,
            title: item.question,
            content: <p>{item.answer}</p>,
          }))}
        />
        <div className={ctaRow}>
          <ButtonLink href="/book" size="lg">
            Ready to Book? Get Started Now
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
