import { extraDayRateCents, formatUsd, includedRentalDays } from '@dumpster/domain';
import { SizePricingCards } from '../../shared/sections/SizePricingCards.tsx';
import { priceFootnote } from '../../shared/sections/sections.css.ts';
import {
  container,
  eyebrow,
  lead,
  section,
  sectionHeader,
  sectionTitle,
} from '../../shared/styles/utilities.css.ts';

export function PricingSection() {
  return (
    <section id="pricing" className={section} aria-labelledby="pricing-title">
      <div className={container}>
        <div className={sectionHeader}>
          <span className={eyebrow}>Flat-rate pricing</span>
          <h2 id="pricing-title" className={sectionTitle}>
            Simple prices, no surprises
          </h2>
          <p className={lead}>
            Every price includes delivery, pickup and a {includedRentalDays}-day rental. What you see is what
            you pay.
          </p>
        </div>
        <SizePricingCards />
        <p className={priceFootnote}>
          Rentals over {includedRentalDays} days incur additional fees: {formatUsd(extraDayRateCents)} for
          each extra day.
        </p>
      </div>
    </section>
  );
}
