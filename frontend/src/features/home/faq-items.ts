// The home page FAQ. Prices, tons and the extra-day rate come from the catalogue and the quote
// rule, so the answers can never contradict the quote box (decisions 0004 and 0005).
import {
  business,
  claims,
  dumpsterSizes,
  extraDayRateCents,
  formatUsd,
  includedRentalDays,
  paymentsAccepted,
  policies,
  prohibitedItems,
} from '@dumpster/domain';

export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

const priceList = dumpsterSizes.map((size) => `${size.yards} yard ${formatUsd(size.priceCents)}`).join(', ');
const tonList = dumpsterSizes.map((size) => `${size.includedTons} tons in the ${size.yards} yard`).join(', ');
const { min: permitMin, max: permitMax } = policies.permitCostRangeUsd;
const { min: permitFast, max: permitSlow } = policies.permitProcessingHours;

export const homeFaqItems: readonly FaqItem[] = [
  {
    id: 'cost',
    question: 'How much does a dumpster rental cost?',
    answer: `Our flat rates for a ${includedRentalDays}-day rental are: ${priceList}. The price includes delivery, pickup and disposal of the included weight. No hidden fees.`,
  },
  {
    id: 'size',
    question: 'What size dumpster do I need?',
    answer:
      'A 10 yard suits garage cleanouts and single-room remodels, a 15 yard a kitchen remodel or whole-home cleanout, and a 20 yard roof replacements, large renovations and construction debris. Our size guide recommends one for your project in a few clicks.',
  },
  {
    id: 'delivery',
    question: 'How fast can you deliver?',
    answer: `${claims.sameDayDelivery}. ${claims.deliveryWindow}. Tell us where you want it and we place it there.`,
  },
  {
    id: 'rental-period',
    question: 'How long can I keep the dumpster?',
    answer: `Every rental includes ${includedRentalDays} days. Need it longer? Each extra day is ${formatUsd(extraDayRateCents)}, and the quote shows the total before you book.`,
  },
  {
    id: 'weight',
    question: 'How much weight is included?',
    answer: `Each rental includes ${tonList}. Weight over the allowance is charged at the landfill rate; we will tell you the rate before you book.`,
  },
  {
    id: 'prohibited',
    question: "What can't I put in the dumpster?",
    answer: `Please keep these out: ${prohibitedItems.join(', ').toLowerCase()}. They can cause contamination charges or higher disposal costs.`,
  },
  {
    id: 'permit',
    question: 'Do I need a permit?',
    answer: `Not when the dumpster sits on your driveway or private property. On a public street most Florida cities require one: it costs about $${permitMin} to $${permitMax} and takes ${permitFast} to ${permitSlow} hours, and we help you apply.`,
  },
  {
    id: 'payment',
    question: 'How can I pay?',
    answer: `We accept ${paymentsAccepted.join(', ').toLowerCase()}. Cancel at least ${policies.cancellationHoursBeforeDelivery} hours before delivery to be eligible for a refund. Questions? Call ${business.phoneDisplay}.`,
  },
];
