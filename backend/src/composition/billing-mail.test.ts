// The invoice's e-mail as the delivery worker sends it (decision 0197): queued with the
// finalised invoice, its text saying what changed since the quote and why, and the PDF made from
// the invoice as the message goes out, attached under the invoice's number.
import { frozenQuote } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import type { MailAttachment, SendTimePart } from '../adapters/mail/rendered-mail.ts';
import { FixedClock } from '../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../adapters/memory/sequential-ids.ts';
import { ChangeBookingStatus } from '../application/bookings/change-booking-status.ts';
import { storedBooking } from '../test-support/stored-booking.ts';
import { testAccessLinks } from '../test-support/test-app.ts';
import { openTestStore } from '../test-support/test-store.ts';
import { billingUseCases } from './billing-bindings.ts';
import { sendTimeParts } from './mail-delivery.ts';

const system = { kind: 'system' } as const;

describe('the invoice e-mail', () => {
  it('says what changed since the quote and carries the PDF made as it is sent', async () => {
    const store = await openTestStore();
    const clock = new FixedClock(new Date('2026-12-09T15:00:00Z'));
    const ids = new SequentialIds();
    const booking = storedBooking({
      status: 'delivered',
      dumpsterSize: '15-yard',
      deliveryDate: '2026-12-01',
      pickupDate: '2026-12-08',
      quote: frozenQuote({ dumpsterSize: '15-yard', deliveryDate: '2026-12-01', pickupDate: '2026-12-08' }),
    });
    await store.addBookings(booking);
    await new ChangeBookingStatus(store.unitOfWork, store.adminQueries, clock, store.messageLog, ids).execute(
      system,
      booking.id,
      { to: 'picked_up', confirmEarly: true },
    );
    const { admin } = billingUseCases({
      unitOfWork: store.unitOfWork,
      idempotency: store.idempotency,
      clock,
      ids,
      links: testAccessLinks(),
    });
    const draft = await admin.readBookingInvoice.execute(booking.id);
    if (!draft) throw new Error('no draft');
    await admin.setScaleTicket.execute(system, draft.id, {
      tons: 520,
      evidence: [{ kind: 'photo', ref: 'ticket' }],
    });
    await admin.finalise.execute(system, draft.id);

    const queued = (await store.outbox()).find((row) => row.message.kind === 'invoice-issued');
    if (!queued) throw new Error('no invoice e-mail');
    const [row] = await store.orm.em
      .getConnection()
      .execute<{ text_body: string; subject: string; parts: SendTimePart[] | string }[]>(
        `select "text_body", "subject", "parts" from "outbox_messages" where "id" = ?`,
        [queued.mail.id],
      );
    if (!row) throw new Error('no row');
    expect(row.subject).toBe(`Invoice INV-2026-000001 for your booking ${booking.reference}`);
    expect(row.text_body).toContain('WHAT CHANGED SINCE YOUR QUOTE, AND WHY');
    expect(row.text_body).toContain(
      "The landfill's scale ticket weighed 5.20 tons, 2.20 above the 3 tons included",
    );
    const parts = typeof row.parts === 'string' ? (JSON.parse(row.parts) as SendTimePart[]) : row.parts;
    const sent = await sendTimeParts(store.orm, testAccessLinks()).fill({
      to: booking.email,
      replyTo: null,
      subject: row.subject,
      text: row.text_body,
      html: '',
      attachments: [] as MailAttachment[],
      parts,
    });
    expect(sent.attachments).toHaveLength(1);
    const [pdf] = sent.attachments;
    expect(pdf).toMatchObject({ filename: 'INV-2026-000001.pdf', contentType: 'application/pdf' });
    const bytes = pdf?.content;
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode((bytes as Uint8Array).slice(0, 5))).toBe('%PDF-');
  });
});
