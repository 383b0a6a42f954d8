// The owners' Monday e-mail (decision 0207): last week's key figures as the dashboard counts them,
// what needs attention today, and a link to the dashboard over that week.
import { business, formatUsd, mailSubjects } from '@dumpster/domain';
import type { OutboxMessage } from '../../../application/ports/outbox.ts';
import type { MailSettings } from '../rendered-mail.ts';
import { signOff } from './common.ts';
import type { MailDraft } from './mail-draft.ts';

export function ownersWeeklySummary(
  message: Extract<OutboxMessage, { kind: 'owners-weekly-summary' }>,
  settings: Pick<MailSettings, 'siteUrl'>,
): MailDraft {
  const { summary } = message;
  const { totals, week } = summary;
  const dashboard = new URL('/admin/dashboard', settings.siteUrl);
  dashboard.searchParams.set('from', week.from);
  dashboard.searchParams.set('to', week.to);
  const attention = [
    `${summary.outPastPickup} ${summary.outPastPickup === 1 ? 'box' : 'boxes'} out past the pickup date`,
    `${summary.overdueInvoices.count} overdue ${summary.overdueInvoices.count === 1 ? 'invoice' : 'invoices'} (${formatUsd(summary.overdueInvoices.totalCents)} owed)`,
    summary.fullDays.length === 0
      ? 'No full days in the next 14'
      : `Full days in the next 14: ${summary.fullDays.map((day) => `${day.date} (${day.sizes.join(', ')})`).join('; ')}`,
  ];
  return {
    to: message.owner.email,
    replyTo: { name: business.name, address: business.email },
    subject: mailSubjects.ownersWeeklySummary(week),
    document: {
      title: `Your week, ${week.from} to ${week.to}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${message.owner.name}, here is last week (Monday to Sunday, Florida time).`,
        },
        { kind: 'heading', text: 'Bookings' },
        {
          kind: 'facts',
          rows: [
            ['Received', String(totals.received)],
            ['Confirmed', String(totals.confirmed)],
            ['Cancelled', String(totals.cancelled)],
          ],
        },
        { kind: 'heading', text: 'Money' },
        {
          kind: 'facts',
          rows: [
            ['Quoted', formatUsd(totals.quotedCents)],
            ['Invoiced', formatUsd(totals.invoicedCents)],
            ['Collected', formatUsd(totals.collectedCents)],
          ],
        },
        { kind: 'heading', text: 'Receivables by age (today)' },
        {
          kind: 'facts',
          rows: summary.receivables.map((row) => [row.label, `${row.count} · ${formatUsd(row.totalCents)}`]),
        },
        { kind: 'heading', text: 'Needs attention' },
        { kind: 'list', items: attention },
        { kind: 'link', label: 'Open the dashboard for this week', url: dashboard.href },
      ],
      footer: signOff,
    },
  };
}
