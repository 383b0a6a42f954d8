import { demolitionProcess, demolitionServices } from '@dumpster/domain';
import {
  container,
  eyebrow,
  sectionDark,
  sectionTitle,
  visuallyHidden,
} from '../../shared/styles/utilities.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { PhoneButton } from '../../shared/ui/PhoneLink.tsx';
import {
  actionsRow,
  darkEyebrow,
  darkLead,
  darkTitle,
  demoGrid,
  demoService,
  demoServices,
  processItem,
  processList,
  processNumber,
  processText,
  processTitle,
} from './home.css.ts';

/** What happens at each step of the spec's 5-step process (section 2). */
const stepDetails: Record<number, string> = {
  1: 'We walk the site with you, measure, and give you a written, fixed quote, usually the same week.',
  2: 'A plan for the order of work, dust and debris control, and what gets salvaged or recycled.',
  3: 'We arrange the shut-off of power, gas and water with the utilities and pull the permits.',
  4: 'Our licensed crew takes the structure down safely with the right equipment for the job.',
  5: 'We haul every load away, recycle what we can and leave a clean, level site.',
};

export function DemolitionSection() {
  return (
    <section className={sectionDark} aria-labelledby="demolition-title">
      <div className={`${container} ${demoGrid}`}>
        <div>
          <span className={`${eyebrow} ${darkEyebrow}`}>Demolition services</span>
          <h2 id="demolition-title" className={`${sectionTitle} ${darkTitle}`}>
            Demolition done safely, start to finish
          </h2>
          <p className={darkLead}>
            From a single interior wall to a full structure, one licensed and insured team handles the
            permits, the teardown and the haul-off, with our own dumpsters on site.
          </p>
          <ul className={demoServices}>
            {demolitionServices.map((service) => (
              <li key={service.value} className={demoService}>
                <Icon name="hardhat" size={20} />
                {service.title}
              </li>
            ))}
          </ul>
          <div className={actionsRow}>
            <PhoneButton placement="demolition" size="lg">
              <Icon name="phone" size={20} />
              Call for Demolition
            </PhoneButton>
            <ButtonLink href="/#contact" variant="outlineLight" size="lg">
              Get Free Quote
            </ButtonLink>
          </div>
        </div>
        <div>
          <h3 className={darkTitle} style={{ marginBottom: '1rem', fontSize: '1.25rem' }}>
            Our 5-step process
          </h3>
          <ol className={processList}>
            {demolitionProcess.map((item) => (
              <li key={item.step} className={processItem}>
                <span className={processNumber} aria-hidden="true">
                  {item.step}
                </span>
                <div>
                  <p className={processTitle}>
                    <span className={visuallyHidden}>Step {item.step}: </span>
                    {item.title}
                  </p>
                  <p className={processText}>{stepDetails[item.step]}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
