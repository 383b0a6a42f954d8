// GET /api/my-booking/invoice and /api/my-booking/invoice.pdf (decision 0198): the customer's
// final invoice, opened by the token of their personal link, like the rest of My booking.
import type { myBookingInvoiceApi } from '@dumpster/domain/api';
import type { ReadMyInvoice } from '../../../application/billing/read-my-invoice.ts';
import { type HandlersOf, problem } from '../routing/route-handler.ts';

const noInvoice = () => problem(404, 'not_found', 'There is no final invoice for this booking yet.');

export function myInvoiceHandlers(myInvoice: ReadMyInvoice): HandlersOf<typeof myBookingInvoiceApi> {
  return {
    getMyInvoice: async (_input, { token }) => {
      const invoice = await myInvoice.execute(token);
      return invoice ? { status: 200, body: invoice } : noInvoice();
    },
    getMyInvoicePdf: async (_input, { token }) => {
      const pdf = await myInvoice.pdfOf(token);
      if (!pdf) return noInvoice();
      return {
        status: 200,
        headers: { 'Content-Disposition': `attachment; filename="${pdf.number}.pdf"` },
        stream: async (out) => {
          await out.write(pdf.bytes);
        },
      };
    },
  };
}
