// The spec's own figures and texts (/work/shared/SPEC.md), written out here on purpose: the
// acceptance suite checks the product against the spec, not against the product's own data.

/** Spec section 2: the city landing pages, slug and the city's name. */
export const specCities: ReadonlyArray<readonly [slug: string, city: string]> = [
  ['miami', 'Miami'],
  ['tampa', 'Tampa'],
  ['orlando', 'Orlando'],
  ['jacksonville', 'Jacksonville'],
  ['st-augustine', 'St. Augustine'],
  ['orange-park', 'Orange Park'],
  ['fernandina-beach', 'Fernandina Beach'],
  ['green-cove-springs', 'Green Cove Springs'],
  ['gainesville', 'Gainesville'],
  ['ocala', 'Ocala'],
  ['daytona-beach', 'Daytona Beach'],
  ['palm-coast', 'Palm Coast'],
  ['st-petersburg', 'St. Petersburg'],
  ['lakeland', 'Lakeland'],
  ['clearwater', 'Clearwater'],
  ['fort-lauderdale', 'Fort Lauderdale'],
  ['west-palm-beach', 'West Palm Beach'],
  ['port-st-lucie', 'Port St. Lucie'],
  ['fort-myers', 'Fort Myers'],
  ['cape-coral', 'Cape Coral'],
  ['naples', 'Naples'],
  ['sarasota', 'Sarasota'],
  ['bradenton', 'Bradenton'],
  ['tallahassee', 'Tallahassee'],
  ['pensacola', 'Pensacola'],
  ['panama-city', 'Panama City'],
];

/** Spec section 2: the static routes and the level-1 heading each shows. */
export const specStaticRoutes: ReadonlyArray<readonly [path: string, heading: string | RegExp]> = [
  ['/', "Florida's Premier Dumpster Rental Service"],
  ['/book', /book/i],
  ['/dumpster-sizes', /size/i],
  ['/privacy', /privacy/i],
  ['/terms', /terms/i],
];

export const notFoundTexts = ['404 Page Not Found', 'Did you forget to add the page to the router?'] as const;

/** Spec section 5. */
export const contactMessages = {
  name: 'Name must be at least 2 characters',
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email address',
  service: 'Please select a service',
} as const;

/** Spec section 8. */
export const toasts = {
  contactSuccess: ['Message sent!', 'Thank you for your message. We will get back to you shortly.'],
  contactFailure: ['Something went wrong', "Your message couldn't be sent. Please try again."],
  // The spec's description says "has been scheduled"; a new booking is pending until staff
  // confirm it, so it reads "received" (docs/decisions/0126). The title is the spec's.
  bookingSuccess: [
    'Booking Successful',
    'Your dumpster rental request has been received. Check your email for confirmation details.',
  ],
  bookingFailure: ['Booking Failed', 'There was a problem submitting your booking. Please try again.'],
} as const;

export const companyRequired = 'Company name is required for commercial bookings';

/** Spec section 9: the recommendation table (project type label, scope label, size shown). */
export const sizingTable: ReadonlyArray<
  readonly [
    type: 'roofing' | 'remodel' | 'construction' | 'cleanout',
    scope: 'small' | 'medium' | 'large',
    size: 10 | 15 | 20,
    multiple: boolean,
  ]
> = [
  ['roofing', 'small', 15, false],
  ['roofing', 'medium', 20, false],
  ['roofing', 'large', 20, true],
  ['remodel', 'small', 10, false],
  ['remodel', 'medium', 15, false],
  ['remodel', 'large', 20, false],
  ['construction', 'small', 20, false],
  ['construction', 'medium', 20, true],
  ['construction', 'large', 20, true],
  ['cleanout', 'small', 10, false],
  ['cleanout', 'medium', 15, false],
  ['cleanout', 'large', 20, false],
];
