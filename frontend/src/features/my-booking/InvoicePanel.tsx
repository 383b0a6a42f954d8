// The customer's invoice on My booking (decision 0198): once staff finalise it, its number, status,
// total, what was paid and the balance, and the PDF to download; before that, the published prices
// that can still apply to this booking (the same domain view the site publishes: no hidden fees).
import {
  defaultPriceList,
  formatUsd,
  type MyBookingView,
  type MyInvoice,
  publishedPricesForBooking,
} from '@dumpster/domain';
import { useEffect, useState } from 'react';
import { Button } from '../../shared/ui/Button.tsx';
import { muted, panel, panelTitle } from './my-booking.css.ts';
import type * as MyBookingApi from './my-booking-api.ts';

const statusWords: Readonly<Record<MyInvoice['status'], string>> = {
  draft: 'Being prepared',
  open: 'Open',
  paid: 'Paid',
  overdue: 'Past due',
  void: 'Void',
};

// A type-only import: the module itself arrives lazily through `ready` (the build's prerender
// tracker rewrites every `import(` expression, so the type is not written as one).
type Api = typeof MyBookingApi;
type Ready = () => Promise<readonly [Parameters<Api['loadMyInvoice']>[0], Api]>;

export function InvoicePanel({
  booking,
  token,
  ready,
}: {
  booking: MyBookingView;
  token: string;
  ready: Ready;
}) {
  const [invoice, setInvoice] = useState<MyInvoice | undefined>();
  const [note, setNote] = useState('');
  // An invoice exists from the pickup on (decision 0195): before it, nothing to ask the server for.
  const invoiced = booking.status === 'picked_up' || booking.status === 'completed';
  useEffect(() => {
    if (!invoiced) return;
    let current = true;
    ready()
      .then(([store, api]) => api.loadMyInvoice(store, token))
      .then((found) => current && setInvoice(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ready, token, invoiced]);

  if (!invoice) {
    const prices = publishedPricesForBooking(defaultPriceList, { dumpsterSize: booking.dumpsterSize });
    return (
      <section className={panel} aria-label="Prices that can apply">
        <h2 className={panelTitle}>Prices that can apply</h2>
        <p>{prices.overweightSentence}</p>
        <p className={muted}>
          Prohibited items found in the dumpster, a trip that could not be completed and a street permit are
          charged only at the published prices. Your invoice follows the pickup.
        </p>
      </section>
    );
  }
  return (
    <section className={panel} aria-label="Your invoice">
      <h2 className={panelTitle}>Your invoice {invoice.number}</h2>
      <p>
        Status: <strong>{statusWords[invoice.status]}</strong>. Total {formatUsd(invoice.totalCents)}, paid{' '}
        {formatUsd(invoice.paidCents)}, balance {formatUsd(Math.max(0, invoice.balanceCents))}.
      </p>
      <div>
        <Button
          variant="outline"
          onPress={async () => {
            setNote('');
            try {
              const [, api] = await ready();
              await api.downloadMyInvoicePdf(token, invoice.number);
            } catch (error) {
              setNote(error instanceof Error ? error.message : 'The invoice could not be downloaded.');
            }
          }}
        >
          Download the invoice (PDF)
        </Button>
      </div>
      {note ? (
        <p role="alert" className={muted}>
          {note}
        </p>
      ) : null}
    </section>
  );
}
