import { business, policies } from '@dumpster/domain';
import { Link } from '../../shared/ui/Link.tsx';
import { LegalPage, type LegalSection } from './LegalPage.tsx';

const optOut = policies.smsOptOutWords.join(', ');

const sections: readonly LegalSection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <>
        <p>Only what we need to quote, deliver and bill your rental:</p>
        <ul>
          <li>Contact form: your name, phone number, e-mail, the service you ask about and your message.</li>
          <li>
            Booking form: the above plus the delivery address, dates, dumpster size, any instructions, and for
            commercial jobs the company name, job number and job name.
          </li>
          <li>Your choice about text messages (yes or no).</li>
          <li>
            Technical data your browser sends, such as pages visited, device type and approximate location,
            when analytics are active on the site.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To answer your request, schedule delivery and pickup, and send confirmations.</li>
        <li>To bill you and handle questions or disputes.</li>
        <li>To understand which pages and services are useful, so we can improve the site.</li>
        <li>To meet legal, tax and safety obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sms',
    title: 'Text messages',
    body: (
      <>
        <p>
          We text you only if you tick the box that allows it. Messages are about your request, delivery and
          pickup. Message frequency varies, and message and data rates may apply.
        </p>
        <p>
          Reply {optOut} to stop at any time, or {policies.smsHelpWord} for help. We never sell or share your
          mobile number or text-message consent with anyone for their marketing.
        </p>
      </>
    ),
  },
  {
    id: 'share',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your personal information. We share it only with:</p>
        <ul>
          <li>Our drivers and crews, to deliver and pick up your dumpster.</li>
          <li>
            Service providers who work for us (hosting, e-mail, text messaging, payment processing,
            analytics), under contracts that limit their use of it.
          </li>
          <li>Authorities, when the law requires it or to protect someone's safety.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and analytics',
    body: (
      <p>
        The site uses a small number of cookies to work properly and, when enabled, an analytics tag that
        counts visits and actions such as a form sent or a phone number tapped. You can block or delete
        cookies in your browser settings; the site still works without them.
      </p>
    ),
  },
  {
    id: 'keep',
    title: 'How long we keep it and how we protect it',
    body: (
      <p>
        We keep booking and billing records as long as tax and accounting law requires, and contact requests
        for up to two years. Data travels over encrypted connections and is stored with access limited to the
        staff who need it.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our site and services are not for children under {policies.minimumAge}. We do not knowingly collect
        information from them; if you believe a child has sent us information, contact us and we will delete
        it.
      </p>
    ),
  },
  {
    id: 'choices',
    title: 'Your choices',
    body: (
      <p>
        You may ask to see, correct or delete the information we hold about you, and you may withdraw
        text-message consent at any time. Call {business.phoneDisplay} or e-mail {business.email}; we answer
        within 30 days.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        If we change this policy we will update the date at the top of this page. Questions? Write to{' '}
        {business.name}, {business.address.street}, {business.address.city}, {business.address.state}{' '}
        {business.address.zipCode}. See also our <Link href="/terms">Terms of Service</Link>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      path="/privacy"
      metaTitle={`Privacy Policy | ${business.shortName}`}
      metaDescription={`How ${business.name} collects, uses and protects the information you send through our forms and text messages.`}
      lastUpdated="November 1, 2026"
      summary={
        <p>
          In short: we collect what we need to deliver your dumpster, we never sell it, we text you only with
          your consent (reply {policies.smsOptOutWords[0]} to stop), and we do not collect information from
          children under {policies.minimumAge}.
        </p>
      }
      sections={sections}
    />
  );
}
