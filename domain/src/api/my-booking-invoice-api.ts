// The customer's invoice on My booking (decision 0198): its figures and its PDF, opened by the
// token of their personal link in `Authorization: Bearer`, like the rest of the page.
import { myInvoiceSchema } from '../admin/admin-billing.ts';
import { problemSchema } from './api-errors.ts';
import { serverFailureAnswers } from './derived-answers.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'My booking';
const guessing = { scope: 'my-booking', counts: 'refusals' } as const;
const noInvoice = {
  description: 'The booking has no final invoice yet.',
  body: problemSchema('not_found'),
};

export const getMyInvoice = declareRoute({
  name: 'getMyInvoice',
  method: 'get',
  path: '/api/my-booking/invoice',
  access: access.customerLink,
  tag,
  summary: "The customer's final invoice: number, status, total, paid and balance",
  rateLimit: guessing,
  answers: {
    200: { description: 'The invoice.', body: myInvoiceSchema },
    404: noInvoice,
    ...serverFailureAnswers,
  },
});

export const getMyInvoicePdf = declareRoute({
  name: 'getMyInvoicePdf',
  method: 'get',
  path: '/api/my-booking/invoice.pdf',
  access: access.customerLink,
  tag,
  summary: "The customer's final invoice as a PDF",
  rateLimit: guessing,
  answers: {
    200: { description: 'The PDF.', contentType: 'application/pdf' },
    404: noInvoice,
    ...serverFailureAnswers,
  },
});

export const myBookingInvoiceApi = [getMyInvoice, getMyInvoicePdf] as const;
