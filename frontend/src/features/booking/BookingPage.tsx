// /book (spec section 2): the booking tools first, then the comparison and the testimonials.
// Its own lazy chunk: the date pickers and the Select never load with the home page.
import { claims } from '@dumpster/domain';
import { PageMeta } from '../../shared/seo/PageMeta.tsx';
import {
  container,
  lead,
  section,
  sectionHeader,
  sectionMuted,
  sectionTitle,
} from '../../shared/styles/utilities.css.ts';
import { BookingForm } from './BookingForm.tsx';
import { BookingTestimonials } from './BookingTestimonials.tsx';
import { PriceComparisonTable } from './PriceComparisonTable.tsx';

export function BookingPage() {
  return (
    <>
      <PageMeta
        title="Book Your Dumpster Online | Coastal Haul"
        description="Book a 10, 15 or 20 yard roll-off dumpster online: flat-rate pricing, 7-day rental, same-day delivery on orders before noon."
        canonicalPath="/book"
      />
      <div className={`${container} ${section}`}>
        <header className={sectionHeader}>
          <h1 tabIndex={-1} className={sectionTitle}>
            Book Your Dumpster
          </h1>
          <p className={lead}>
            Pick a size and your dates for an instant flat-rate quote, then book in a minute.{' '}
            {claims.sameDayDelivery}.
          </p>
        </header>
        <BookingForm />
      </div>
      <section className={sectionMuted} aria-labelledby="compare-title">
        <div className={container}>
          <h2 id="compare-title" className={sectionTitle}>
            Compare Our Flat Rates
          </h2>
          <PriceComparisonTable />
        </div>
      </section>
      <section className={section} aria-labelledby="booking-testimonials-title">
        <div className={container}>
          <h2 id="booking-testimonials-title" className={sectionTitle}>
            What Our Customers Say
          </h2>
          <BookingTestimonials />
        </div>
      </section>
    </>
  );
}
