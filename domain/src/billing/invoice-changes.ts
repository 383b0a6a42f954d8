// What changed since the quote, and why, in sentences for the invoice's e-mail and page
// (decision 0136): the quote the customer accepted at booking, then each difference the
// invoice holds (days added or taken off, days of our delay not charged, weight above the
// allowance, published charges with their proof, discounts and credits with their reason),
// then the total. An invoice that is exactly the quote says so.
import type { FrozenQuote } from '../booking/frozen-quote.ts';
import { type DumpsterSizeValue, getDumpsterSize } from '../catalog/dumpster-sizes.ts';
import { formatUsd } from '../catalog/money.ts';
import type { ChargeEvidence, ChargeLine, InvoiceLine, OverweightLine } from './invoice-line.ts';
import { invoiceTotals } from './invoice-totals.ts';
import { tonsText } from './tons.ts';

function days(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** A reason as the end of a sentence: its own final full stop dropped, ours added. */
function asClause(text: string): string {
  return text.replace(/[.!\s]+$/, '');
}

function proof(evidence: readonly ChargeEvidence[]): string {
  if (evidence.some((item) => item.kind === 'photo')) return " The driver's photo shows it.";
  return evidence.length > 0 ? " The driver's note records it." : '';
}

function quoteSentence(quote: FrozenQuote, dumpsterSize: DumpsterSizeValue): string {
  const label = getDumpsterSize(dumpsterSize).label;
  const period =
    quote.extraDays === 0
      ? `for up to ${quote.includedDays} days`
      : `for ${quote.includedDays} days plus ${quote.extraDays} extra ${quote.extraDays === 1 ? 'day' : 'days'} at ${formatUsd(quote.extraDayRateCents)} a day`;
  return `Your quote at booking was ${formatUsd(quote.totalCents)}: the ${label} ${period}.`;
}

function daysSentences(quote: FrozenQuote, lines: readonly InvoiceLine[]): string[] {
  const rental = lines.find((line) => line.kind === 'rental');
  const extra = lines.find((line) => line.kind === 'extra_days');
  const notCharged = rental?.lateDaysNotCharged ?? 0;
  const rate = formatUsd(quote.extraDayRateCents);
  const sentences: string[] = [];
  // The days billed are the booked ones plus the customer's own changes: our late days are
  // already out of them.
  const added = (extra?.days ?? 0) - quote.extraDays;
  if (added > 0)
    sentences.push(`The rental was extended by ${days(added)}, charged at ${rate} a day as quoted.`);
  if (added < 0)
    sentences.push(`The rental was shortened, so ${days(-added)} fewer at ${rate} a day are charged.`);
  if (notCharged > 0)
    sentences.push(
      `${days(notCharged)} of the rental came from a delay on our side and ${notCharged === 1 ? 'is' : 'are'} not charged.`,
    );
  return sentences;
}

function overweightSentence(line: OverweightLine): string {
  return (
    `The landfill's scale ticket weighed ${tonsText(line.ticketTonHundredths)} tons, ` +
    `${tonsText(line.overTonHundredths)} above the ${line.includedTons} tons included, ` +
    `charged at the published ${formatUsd(line.ratePerTonCents)} per ton: ${formatUsd(line.amountCents)}.${proof(line.evidence)}`
  );
}

function chargeSentence(line: ChargeLine): string {
  const amount = formatUsd(line.amountCents);
  switch (line.category) {
    case 'prohibited_item': {
      const count =
        line.quantity === 1 ? '' : ` (${line.quantity} at ${formatUsd(line.unitPriceCents)} each)`;
      return `The driver found a prohibited item in the dumpster, ${line.label}${count}: ${amount}.${proof(line.evidence)}`;
    }
    case 'trip':
      return `A trip could not be completed because access was blocked: ${amount}.${proof(line.evidence)}`;
    case 'permit':
      return `The dumpster had to sit on a public street, which needs the city's permit (${line.description}): ${amount}.`;
  }
}

/** The sentences, in invoice order, ending with the total; `quote` is the one frozen at booking. */
export function invoiceChangeSentences(input: {
  readonly dumpsterSize: DumpsterSizeValue;
  readonly bookedQuote: FrozenQuote;
  readonly lines: readonly InvoiceLine[];
}): string[] {
  const { bookedQuote: quote, lines } = input;
  const sentences = [quoteSentence(quote, input.dumpsterSize), ...daysSentences(quote, lines)];
  for (const line of lines) {
    if (line.kind === 'overweight') sentences.push(overweightSentence(line));
    if (line.kind === 'charge') sentences.push(chargeSentence(line));
    if (line.kind === 'discount')
      sentences.push(`We took ${formatUsd(-line.amountCents)} off: ${asClause(line.reason)}.`);
    if (line.kind === 'credit')
      sentences.push(`A credit of ${formatUsd(-line.amountCents)} is applied: ${asClause(line.reason)}.`);
  }
  const totals = invoiceTotals(lines);
  if (totals.taxCents !== 0) sentences.push(`Sales tax comes to ${formatUsd(totals.taxCents)}.`);
  if (sentences.length === 1 && totals.totalCents === quote.totalCents)
    sentences.push('Nothing changed since your quote: the invoice is the price you were quoted.');
  sentences.push(`Invoice total: ${formatUsd(totals.totalCents)}.`);
  return sentences;
}
