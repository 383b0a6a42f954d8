// The owners' Monday e-mail as rendered (decision 0207): the week's figures, what needs attention,
// and the link to the dashboard over that week, in the text and the HTML.
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../application/ports/outbox.ts';
import { renderMessage } from './render-message.ts';

const settings = { businessEmail: 'office@coastalhaul.example', siteUrl: 'https://coastalhaul.example' };

const message: OutboxMessage = {
  kind: 'owners-weekly-summary',
  owner: { email: 'olivia@example.com', name: 'Olivia' },
  summary: {
    week: { from: '2026-11-23', to: '2026-11-29' },
    totals: {
      received: 12,
      confirmed: 9,
      cancelled: 1,
      contactRequests: 3,
      contactRequestsBooked: 1,
      quotedCents: 480_000,
      invoicedCents: 395_000,
      collectedCents: 310_000,
    },
    receivables: [
      { label: 'Not yet due', count: 2, totalCents: 80_000 },
      { label: '0-30 days', count: 1, totalCents: 40_000 },
    ],
    outPastPickup: 2,
    overdueInvoices: { count: 1, totalCents: 40_000 },
    fullDays: [{ date: '2026-12-02', sizes: ['10-yard', '20-yard'] }],
  },
};

describe('the owners weekly summary e-mail', () => {
  it('tells the week, what needs attention, and links to the dashboard over that week', () => {
    const mail = renderMessage(message, settings);
    const link = 'https://coastalhaul.example/admin/dashboard?from=2026-11-23&to=2026-11-29';
    expect(mail.to).toBe('olivia@example.com');
    expect(mail.kind).toBe('owners-weekly-summary');
    expect(mail.subject).toContain('2026-11-23 to 2026-11-29');
    expect(mail.bookingId).toBeNull();
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace('&', '&amp;'));
    for (const line of [
      'Received',
      '12',
      'Quoted: $4,800',
      'Collected: $3,100',
      '2 boxes out past the pickup date',
      '1 overdue invoice ($400 owed)',
      '2026-12-02 (10-yard, 20-yard)',
    ])
      expect(mail.text).toContain(line);
  });
});
