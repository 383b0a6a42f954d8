import { business } from '@dumpster/domain';
import { container, sectionDark, sectionTitle } from '../../shared/styles/utilities.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { PhoneButton } from '../../shared/ui/PhoneLink.tsx';
import { closing, darkLead, darkTitle, heroActions } from './home.css.ts';

export function ClosingCtaSection() {
  return (
    <section className={sectionDark} aria-labelledby="closing-title">
      <div className={`${container} ${closing}`}>
        <h2 id="closing-title" className={`${sectionTitle} ${darkTitle}`}>
          Ready to clear out your project?
        </h2>
        <p className={darkLead}>
          Book online in two minutes or call {business.phoneDisplay}. Order before noon and it arrives today.
        </p>
        <div className={heroActions} style={{ justifyContent: 'center' }}>
          <ButtonLink href="/book" size="lg">
            Book Now
          </ButtonLink>
          <PhoneButton placement="closing_cta" size="lg" variant="outlineLight">
            Call Now
          </PhoneButton>
          <ButtonLink href="/#contact" size="lg" variant="outlineLight">
            Contact Us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
