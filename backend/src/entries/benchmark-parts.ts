// The parts of the backend a benchmark times or replaces on its own (docs/performance.md):
// the mail pipeline (bench/mail.ts: the outbox claim, the composer, the SMTP transport and the
// delivery worker; bench/lib/baseline-server.ts renders its e-mails once with the composer),
// the fleet ledger whose holds bench/lib/server-without-availability.ts answers "all free", and
// the staff account use case bench/admin.ts adds its accounts with. A documented entry (decision 0117).
export { DeliveryWorker } from '../adapters/mail/delivery-worker.ts';
export { MailComposer } from '../adapters/mail/mail-composer.ts';
export { SendTimeParts } from '../adapters/mail/send-time-parts.ts';
export { SmtpTransport } from '../adapters/mail/smtp-transport.ts';
export { PdfkitInvoicePdfRenderer } from '../adapters/pdf/pdfkit-invoice-pdf-renderer.ts';
export { MikroOrmFleetLedger } from '../adapters/persistence/mikro-orm-fleet-ledger.ts';
// The texts' pipeline bench/texts.ts times (decision 0204): the reminders' scheduling in the unit
// of work, and the file sender the workers write through.
export { MikroOrmUnitOfWork } from '../adapters/persistence/mikro-orm-unit-of-work.ts';
export { SqlOutboxQueue } from '../adapters/persistence/sql-outbox-queue.ts';
// The photo pipeline bench/photo.ts times, and the invoice PDF bench/invoice-pdf.ts renders.
export { SharpPhotoProcessor } from '../adapters/photos/sharp-photo-processor.ts';
export { FileTextSender } from '../adapters/text-messages/file-text-sender.ts';
export type { InvoiceDocument } from '../application/billing/invoice-document.ts';
export type { HeldSize } from '../application/ports/fleet-ledger.ts';
export type { AddStaffAccount } from '../application/staff/add-staff-account.ts';
export { replanBookingReminders } from '../application/text-messages/booking-text-queue.ts';
