import { business, mailtoHref, openingHours } from '@dumpster/domain';
import type { ReactNode } from 'react';
import {
  container,
  eyebrow,
  lead,
  section,
  sectionHeader,
  sectionTitle,
  visuallyHidden,
} from '../../shared/styles/utilities.css.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Link } from '../../shared/ui/Link.tsx';
import { PhoneLink } from '../../shared/ui/PhoneLink.tsx';
import {
  consent,
  contactCard,
  contactGrid,
  contactLine,
  formSlot,
  hoursCell,
  hoursTable,
  hoursValue,
  subTitle,
} from './home.css.ts';

/** The contact section; `form` is the contact feature's form, handed in by the route table. */
export function ContactSection({ form }: { form: ReactNode }) {
  const { street, city, state, zipCode } = business.address;
  return (
    <section id="contact" className={section} aria-labelledby="contact-title">
      <div className={container}>
        <div className={sectionHeader}>
          <span className={eyebrow}>Contact us</span>
          <h2 id="contact-title" className={sectionTitle}>
            Get a free quote
          </h2>
          <p className={lead}>
            Tell us about your project and we will get back to you within one business day.
          </p>
        </div>
        <div className={contactGrid}>
          <div className={`${contactCard} ${formSlot}`}>
            <h3 className={subTitle}>Send us a message</h3>
            {form}
            <p className={consent}>
              By contacting us you agree to our <Link href="/terms">Terms of Service</Link> and{' '}
              <Link href="/privacy">Privacy Policy</Link>.
            </p>
          </div>
          <div className={contactCard}>
            <h3 className={subTitle}>Business hours</h3>
            <table className={hoursTable}>
              <caption className={visuallyHidden}>Business hours</caption>
              <tbody>
                {openingHours.map((hours) => (
                  <tr key={hours.label}>
                    <th scope="row" className={hoursCell} style={{ fontWeight: 400 }}>
                      {hours.label}
                    </th>
                    <td className={hoursValue}>{hours.display}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3 className={subTitle}>Reach us</h3>
            <p className={contactLine}>
              <Icon name="phone" />
              <PhoneLink placement="contact" />
            </p>
            <p className={contactLine}>
              <Icon name="mail" />
              <Link href={mailtoHref}>{business.email}</Link>
            </p>
            <address className={contactLine} style={{ fontStyle: 'normal' }}>
              <Icon name="map" />
              <span>
                {street}, {city}, {state} {zipCode}
              </span>
            </address>
          </div>
        </div>
      </div>
    </section>
  );
}
