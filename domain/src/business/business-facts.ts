// The business's facts in one place (spec sections 1 and 9): every page, the structured data
// and the policies read them from here. The name, phone, e-mail, address and partner are
// fictitious placeholders until the owner supplies the real ones (docs/decisions/0007).

export const business = {
  name: 'Coastal Haul Dumpster Rental & Demolition',
  shortName: 'Coastal Haul',
  foundedYear: 2008,
  yearsOfExperienceClaim: '15+',
  citiesServedClaim: '25+',
  /** Display form and the tel: form of the same number (555-01xx is reserved for fiction). */
  phoneDisplay: '(904) 555-0142',
  phoneE164: '+19045550142',
  email: 'info@coastalhaul.example',
  address: {
    street: '4410 Philips Hwy',
    city: 'Jacksonville',
    state: 'FL',
    zipCode: '32207',
    country: 'US',
  },
  geo: { lat: 30.2738, lng: -81.6431 },
  rating: { value: 4.8, count: 127 },
  priceRange: '$299-$799',
  startingPriceText: 'rates from $299',
} as const;

export const telHref = `tel:${business.phoneE164}`;
export const mailtoHref = `mailto:${business.email}`;

export interface OpeningHours {
  /** schema.org day names. */
  readonly days: readonly (
    | 'Monday'
    | 'Tuesday'
    | 'Wednesday'
    | 'Thursday'
    | 'Friday'
    | 'Saturday'
    | 'Sunday'
  )[];
  readonly label: string;
  /** 24-hour 'HH:MM', absent when closed. */
  readonly opens?: string;
  readonly closes?: string;
  readonly display: string;
}

/** The contact section's reading of the hours, used by the structured data too (decision 0004). */
export const openingHours: readonly OpeningHours[] = [
  {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    label: 'Monday - Friday',
    opens: '07:00',
    closes: '18:00',
    display: '7:00 AM - 6:00 PM',
  },
  { days: ['Saturday'], label: 'Saturday', opens: '08:00', closes: '16:00', display: '8:00 AM - 4:00 PM' },
  { days: ['Sunday'], label: 'Sunday', display: 'Closed' },
];

export const supportHours = 'Mon-Fri 7AM-6PM';

export const claims = {
  sameDayDelivery: 'Same-day delivery for orders placed before noon',
  deliveryWindow: 'Most deliveries complete within 24 hours',
  citiesServed: '25+ cities served',
  experience: '15+ years of experience',
  licensed: 'Licensed and insured',
  satisfaction: 'Satisfaction guarantee',
  noHiddenFees: 'No hidden fees',
  priceLock: 'Price lock',
  transparentPricing: 'Transparent pricing',
  ecoFriendly: 'Eco-friendly disposal',
} as const;

export const policies = {
  cancellationHoursBeforeDelivery: 24,
  disputeWindowDays: 7,
  arbitrationFeeReimbursementLimitUsd: 10_000,
  minimumAge: 13,
  permitCostRangeUsd: { min: 25, max: 75 },
  permitProcessingHours: { min: 24, max: 72 },
  smsOptOutWords: ['STOP', 'END', 'CANCEL', 'UNSUBSCRIBE', 'QUIT'],
  smsHelpWord: 'HELP',
} as const;

/** The consent sentence shown beside every SMS opt-in box. */
export const smsConsentText =
  `By checking this box you agree to receive text messages about your request from ${business.shortName}. ` +
  'Message frequency varies. Message and data rates may apply. ' +
  `Reply ${policies.smsOptOutWords.join(', ')} to opt out; reply ${policies.smsHelpWord} for help.`;

export const paymentsAccepted = ['Cash', 'Check', 'Credit card', 'Debit card'] as const;

/** Union of the spec's lists (section 9, "Prohibited items"). */
export const prohibitedItems = [
  'Mattresses',
  'Tires',
  'Electronics',
  'Appliances (including those with freon)',
  'Hazardous waste (paint, oil, chemicals)',
  'Dirt',
  'Liquids and chemicals',
  'Batteries',
  'Auto parts',
  'Medical waste',
  'Gas or propane tanks',
] as const;

export const partnerProgram = {
  charityName: 'First Coast Mammogram Fund',
  url: 'https://www.example.org/first-coast-mammogram-fund',
  promise: 'Every rental supports one free mammogram',
  rentalsPerMammogram: 1,
  mammogramsFundedClaim: '5,000+',
  years: 4,
} as const;

export const demolitionServices = [
  { value: 'residential-demo', title: 'Residential Demolition' },
  { value: 'commercial-demo', title: 'Commercial Demolition' },
  { value: 'selective-demo', title: 'Selective Demolition' },
  { value: 'full-structural-demo', title: 'Full Structural Demolition' },
] as const;

export const demolitionProcess = [
  { step: 1, title: 'Site Visit & Quote' },
  { step: 2, title: 'Demolition Plan' },
  { step: 3, title: 'Utility Coordination' },
  { step: 4, title: 'Execution' },
  { step: 5, title: 'Cleanup & Haul-Off' },
] as const;
