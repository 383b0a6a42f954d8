// Shared inputs for the billing tests: a booking's frozen quote and evidence references.
import { type FrozenQuote, frozenQuote } from '../booking/frozen-quote.ts';
import type { InvoiceAccount } from './invoice-balance.ts';
import type { ChargeEvidence } from './invoice-line.ts';

/** A 15-yard kept 7 days: $400, no extra day. */
export const sevenDayQuote: FrozenQuote = frozenQuote({
  dumpsterSize: '15-yard',
  deliveryDate: '2026-12-01',
  pickupDate: '2026-12-08',
});

/** The same 15-yard kept 10 days: $400 + 3 x $60. */
export const tenDayQuote: FrozenQuote = frozenQuote({
  dumpsterSize: '15-yard',
  deliveryDate: '2026-12-01',
  pickupDate: '2026-12-11',
});

export const ticketPhoto: ChargeEvidence = { kind: 'photo', ref: 'photo-ticket-1' };
export const driverPhoto: ChargeEvidence = { kind: 'photo', ref: 'photo-box-1' };
export const driverNote: ChargeEvidence = { kind: 'note', ref: 'note-1' };

/** A final invoice of $587 (the 15-yard with 2.2 tons over), due Dec 26, nothing paid yet. */
export const finalInvoiceAccount: InvoiceAccount = {
  state: 'final',
  totalCents: 58_700,
  dueDate: '2026-12-26',
  creditedCents: 0,
  movements: [],
};
