// Payment terms (decision 0139): Net 15. An invoice is due 15 Florida days after its date and
// overdue from the day after. The 15 days cover the spec's 7-day written dispute window with
// time to spare, so no reminder chases a charge the customer may still dispute, and they suit
// contractors who pay by check.
import { policies } from '../business/business-facts.ts';
import { addDays, daysBetween } from '../calendar/calendar-date.ts';

export const paymentTermsDays = 15;
/** The terms' name, as accounting software spells it. */
export const paymentTermsName = `Net ${paymentTermsDays}`;

export function invoiceDueDate(issueDate: string): string {
  return addDays(issueDate, paymentTermsDays);
}

/** Overdue strictly after the due date: on the due date itself it is still on time. */
export function isPastDue(dueDate: string, today: string): boolean {
  return daysBetween(dueDate, today) > 0;
}

/** The terms printed on the invoice and repeated in its e-mail. */
export const invoiceTermsText =
  `Payment is due within ${paymentTermsDays} days of the invoice date. ` +
  `To dispute a charge, please write to us within ${policies.disputeWindowDays} days of the invoice.`;
