import {
  business,
  dumpsterSizes,
  extraDayRateCents,
  formatUsd,
  includedRentalDays,
  paymentsAccepted,
  policies,
  prohibitedItems,
} from '@dumpster/domain';
import { Link } from '../../shared/ui/Link.tsx';
import { LegalPage, type LegalSection } from './LegalPage.tsx';

const money = (usd: number) => `$${usd.toLocaleString('en-US')}`;
const optOut = policies.smsOptOutWords.join(', ');

const sections: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Who we are and this agreement',
    body: (
      <p>
        These terms are the agreement between you and {business.name} ("we", "us") when you use this website,
        book a dumpster, or hire us for demolition. By booking or using our services you accept them. If you
        do not agree, please do not book.
      </p>
    ),
  },
  {
    id: 'pricing',
    title: 'Prices, rental period and extra days',
    body: (
      <>
        <p>
          Each size has one flat price for a {includedRentalDays}-day rental, covering delivery, pickup and
          disposal of the included weight:
        </p>
        <ul>
          {dumpsterSizes.map((size) => (
            <li key={size.value}>
              {size.label}: {formatUsd(size.priceCents)}, {size.includedTons} tons included
            </li>
          ))}
        </ul>
        <p>
          Rentals over {includedRentalDays} days cost {formatUsd(extraDayRateCents)} for each extra day. The
          price you are quoted when you book is locked for that booking.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery, placement and permits',
    body: (
      <>
        <p>
          Orders placed before noon are eligible for same-day delivery; most deliveries complete within 24
          hours. Please make sure the placement spot is clear, level and reachable by a roll-off truck, with
          no low wires or branches overhead.
        </p>
        <p>
          On your own driveway or property no permit is needed. A dumpster on a public street or sidewalk
          usually needs a city permit, which costs about {money(policies.permitCostRangeUsd.min)} to{' '}
          {money(policies.permitCostRangeUsd.max)} and takes {policies.permitProcessingHours.min} to{' '}
          {policies.permitProcessingHours.max} hours to issue. Getting the permit is your responsibility
          unless we agree in writing to file it for you; we are happy to help.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellations and refunds',
    body: (
      <p>
        You may cancel a booking at any time. To be eligible for a refund, cancel at least{' '}
        {policies.cancellationHoursBeforeDelivery} hours before the scheduled delivery, by phone at{' '}
        {business.phoneDisplay} or by e-mail to {business.email}. Cancellations made later than that are not
        eligible for a refund.
      </p>
    ),
  },
  {
    id: 'use',
    title: 'Loading the dumpster and prohibited items',
    body: (
      <>
        <p>
          Keep debris level with the top rail so the load can be tarped and hauled safely. Weight above the
          included tons is charged at our disposal cost. Never place these items in the dumpster:
        </p>
        <ul>
          {prohibitedItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          Prohibited items can contaminate a load. If we find them, you pay the resulting contamination
          charges or higher disposal costs.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <p>
        We accept {paymentsAccepted.join(', ').toLowerCase()}. Any extra days, overweight charges or
        contamination charges are invoiced after pickup.
      </p>
    ),
  },
  {
    id: 'sms',
    title: 'Text messages (SMS)',
    body: (
      <>
        <p>
          If you tick the text-message box on a form, you agree to receive texts from {business.shortName}{' '}
          about your request, delivery and pickup. Consent is not a condition of any purchase. Message
          frequency varies. Message and data rates may apply.
        </p>
        <p>
          Reply {optOut} at any time to stop; reply {policies.smsHelpWord} for help, or call{' '}
          {business.phoneDisplay}.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use our services',
    body: (
      <p>
        Our services and text messages are not intended for children under {policies.minimumAge}, and we do
        not accept bookings or text-message consent from them.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Billing disputes and arbitration',
    body: (
      <>
        <p>
          If you disagree with a charge, tell us in writing within {policies.disputeWindowDays} days of the
          invoice date. Most questions are settled with a phone call.
        </p>
        <p>
          Any dispute we cannot settle together will be resolved by binding individual arbitration in Florida,
          not in court, except that either of us may use small-claims court. For claims under{' '}
          {money(policies.arbitrationFeeReimbursementLimitUsd)}, we reimburse your arbitration filing fees.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Responsibility for damage',
    body: (
      <p>
        We place boards under the container to protect your surface, but we are not responsible for damage to
        driveways, lawns or underground lines at a placement spot you chose. You are responsible for the
        dumpster while it is on your property. These terms are governed by the laws of the State of Florida.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact and privacy',
    body: (
      <p>
        Questions about these terms? Call {business.phoneDisplay} or e-mail {business.email}. How we handle
        your information is described in our <Link href="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      path="/terms"
      metaTitle={`Terms of Service | ${business.shortName}`}
      metaDescription={`The terms for renting a dumpster or hiring demolition from ${business.name}: prices, cancellations, prohibited items, SMS and disputes.`}
      lastUpdated="November 1, 2026"
      summary={
        <p>
          In short: one flat price for {includedRentalDays} days, {formatUsd(extraDayRateCents)} per extra
          day, cancel at least {policies.cancellationHoursBeforeDelivery} hours before delivery for a refund,
          keep prohibited items out, and raise billing questions in writing within{' '}
          {policies.disputeWindowDays} days.
        </p>
      }
      sections={sections}
    />
  );
}
