// The mock API's invoice on My booking (decision 0198): the demo booking's final invoice, opened by
// any token except those starting with 'invalid' (the link opens nothing: 404, as the server).
import { HttpResponse, http } from 'msw';
import { requestId } from './api-answers.ts';

function opens(request: Request): boolean {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return Boolean(token && !token.startsWith('invalid'));
}

const notFound = () =>
  HttpResponse.json(
    {
      error: 'not_found',
      message: 'There is no final invoice for this booking yet.',
      requestId: requestId(),
    },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

/** A paid 15-yard with 2.2 tons over (the issue's example): $400 + $187. */
export const demoInvoice = {
  number: 'INV-2026-000042',
  status: 'paid',
  issueDate: '2026-11-20',
  dueDate: '2026-12-05',
  totalCents: 58_700,
  paidCents: 58_700,
  balanceCents: 0,
} as const;

export function myInvoiceHandlers() {
  return [
    http.get('*/api/my-booking/invoice', ({ request }) =>
      opens(request)
        ? HttpResponse.json(demoInvoice, { headers: { 'Cache-Control': 'no-store' } })
        : notFound(),
    ),
    http.get('*/api/my-booking/invoice.pdf', ({ request }) =>
      opens(request)
        ? new HttpResponse('%PDF-1.4\n%%EOF\n', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="${demoInvoice.number}.pdf"`,
            },
          })
        : notFound(),
    ),
  ];
}
