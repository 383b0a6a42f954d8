// The customer's own booking page, opened by the personal link in their e-mail
// (/my-booking/<token>; docs/decisions/0090-0093). The server has already checked the link before
// sending this page; the page reads the booking with the token in the Authorization header, shows
// its facts, status and what happens next, and offers the changes the domain allows right now,
// each with the sentence and the phone when it is not.
import { business, type MyBookingView } from '@dumpster/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useLazyApi } from '../../shared/api/use-lazy-api.ts';
import { PageMeta } from '../../shared/seo/PageMeta.tsx';
import { container, section } from '../../shared/styles/utilities.css.ts';
import { BookingFacts } from './BookingFacts.tsx';
import { CallToChange } from './CallToChange.tsx';
import { CancelForm } from './CancelForm.tsx';
import type { ChangeFormProps } from './change-props.ts';
import { ExtendForm } from './ExtendForm.tsx';
import { InvoicePanel } from './InvoicePanel.tsx';
import { LinkNotValid, servedAsLinkNotValid } from './LinkNotValid.tsx';
import { muted, page, panel, panelTitle, title } from './my-booking.css.ts';
import { RescheduleForm } from './RescheduleForm.tsx';
import { StatusSteps } from './StatusSteps.tsx';

const loadApi = () => import('./my-booking-api.ts');

type PageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly booking: MyBookingView };

function isNotFound(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { status?: unknown }).status === 404);
}

function Unoffered({ heading, message }: { heading: string; message: string }) {
  return (
    <section className={panel} aria-label={heading}>
      <h2 className={panelTitle}>{heading}</h2>
      <CallToChange message={message} />
    </section>
  );
}

export function MyBookingPage() {
  const { token = '' } = useParams();
  const ready = useLazyApi(loadApi);
  // The server has already refused this link when it sent its "link not valid" page (404): that
  // page is hydrated as it is, and the link is not asked about again (decision 0129).
  const [state, setState] = useState<PageState>(() =>
    servedAsLinkNotValid() ? { kind: 'not_found' } : { kind: 'loading' },
  );
  const refused = state.kind === 'not_found';

  useEffect(() => {
    if (refused) return;
    let current = true;
    ready()
      .then(([store, api]) => api.loadMyBooking(store, token))
      .then(
        (booking) => current && setState({ kind: 'loaded', booking }),
        (error: unknown) => {
          if (!current) return;
          if (!isNotFound(error)) console.error(error);
          setState({ kind: isNotFound(error) ? 'not_found' : 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [ready, token, refused]);

  const heading = useRef<HTMLHeadingElement>(null);
  const onChanged = useCallback((booking: MyBookingView) => {
    setState({ kind: 'loaded', booking });
    // A change can take away the part the visitor was in (a cancelled booking offers no more
    // changes): focus then goes to the page's heading, never lost on the body.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) heading.current?.focus();
    });
  }, []);

  if (state.kind === 'not_found') return <LinkNotValid />;
  const meta = (
    <PageMeta
      title={`Your booking | ${business.shortName}`}
      description="See and change your dumpster booking."
      canonicalPath="/my-booking"
      noIndex
    />
  );
  if (state.kind !== 'loaded') {
    return (
      <div className={`${container} ${section} ${page}`}>
        {meta}
        <h1 className={title} tabIndex={-1}>
          Your booking
        </h1>
        <p className={muted} role="status">
          {state.kind === 'loading'
            ? 'Loading your booking…'
            : `We could not load your booking just now. Please try again in a moment, or call us at ${business.phoneDisplay}.`}
        </p>
      </div>
    );
  }

  const { booking } = state;
  const props: ChangeFormProps = { booking, token, ready, onChanged };
  const { options } = booking;
  return (
    <div className={`${container} ${section} ${page}`}>
      {meta}
      <h1 ref={heading} className={title} tabIndex={-1}>
        Your booking {booking.reference}
      </h1>
      <StatusSteps booking={booking} />
      <BookingFacts booking={booking} />
      <InvoicePanel booking={booking} token={token} ready={ready} />
      {!options.extend.offered && !options.reschedule.offered && !options.cancel.offered ? (
        // Nothing can be changed online any more: one sentence, not three.
        <Unoffered heading="Changes" message={options.extend.message} />
      ) : (
        <>
          {options.extend.offered ? (
            <ExtendForm {...props} />
          ) : (
            <Unoffered heading="Keep it longer" message={options.extend.message} />
          )}
          {options.reschedule.offered ? (
            <RescheduleForm {...props} />
          ) : (
            <Unoffered heading="Change the dates" message={options.reschedule.message} />
          )}
          {options.cancel.offered ? (
            <CancelForm {...props} />
          ) : (
            <Unoffered heading="Cancel the booking" message={options.cancel.message} />
          )}
        </>
      )}
    </div>
  );
}
