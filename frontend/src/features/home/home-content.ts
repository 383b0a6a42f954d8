// The home page's fixed copy (spec section 2, "Static display data"). Figures that the business
// owns (prices, tons, claims) are read from the domain, never typed here.
import {
  business,
  claims,
  type DumpsterSizeValue,
  dumpsterSizes,
  formatUsd,
  getDumpsterSize,
  partnerProgram,
} from '@dumpster/domain';
import type { IconName } from '../../shared/ui/Icon.tsx';

export interface Feature {
  readonly icon: IconName;
  readonly title: string;
  readonly text: string;
}

export const whyChooseUs: readonly Feature[] = [
  {
    icon: 'truck',
    title: 'Same-Day Delivery',
    text: `${claims.sameDayDelivery}. ${claims.deliveryWindow}, placed exactly where you need it.`,
  },
  {
    icon: 'tag',
    title: 'Transparent Pricing',
    text: 'One flat price covers delivery, pickup, a 7-day rental and the included weight. No hidden fees, and your quote is locked in.',
  },
  {
    icon: 'recycle',
    title: 'Eco-Friendly Disposal',
    text: 'We sort every load and send metal, concrete, wood and cardboard to local recyclers before anything goes to the landfill.',
  },
];

export const trustBadges: readonly { icon: IconName; label: string }[] = [
  { icon: 'star', label: `${business.rating.value} rating from ${business.rating.count} reviews` },
  { icon: 'shield', label: claims.licensed },
  { icon: 'thumb', label: claims.satisfaction },
  { icon: 'tag', label: claims.noHiddenFees },
  { icon: 'lock', label: `${claims.priceLock} guarantee` },
];

export interface ServiceCard {
  readonly size: DumpsterSizeValue;
  readonly title: string;
  readonly description: string;
  readonly priceText: string;
}

function startingAt(size: DumpsterSizeValue): string {
  return `Starting at ${formatUsd(getDumpsterSize(size).priceCents)}`;
}

export const serviceCards: readonly ServiceCard[] = [
  {
    size: '10-yard',
    title: 'Residential Cleanouts',
    description:
      'Garage, attic and spring cleanouts, yard debris and small remodels. A compact container that fits in most driveways.',
    priceText: startingAt('10-yard'),
  },
  {
    size: '15-yard',
    title: 'Home Renovation',
    description:
      'Kitchen and bathroom remodels, flooring and small roof tear-offs. Room for the bulky debris a renovation makes.',
    priceText: startingAt('15-yard'),
  },
  {
    size: '20-yard',
    title: 'Construction & Demolition',
    description:
      'Job sites, full roof replacements and estate cleanouts. Our most popular size for contractors and large projects.',
    priceText: startingAt('20-yard'),
  },
];

export const pricingSizes = dumpsterSizes;

export interface Testimonial {
  readonly rating: number;
  readonly text: string;
  readonly initials: string;
  readonly name: string;
  readonly title: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    rating: 5,
    text: 'Called at 9 in the morning and the dumpster was in my driveway before lunch. The driver put boards down to protect the concrete without being asked. Easiest part of our garage cleanout.',
    initials: 'MR',
    name: 'Maria R.',
    title: 'Homeowner, Jacksonville',
  },
  {
    rating: 5,
    text: 'We run three job sites at a time and they keep every one of them swapped on schedule. Flat pricing means my bids are accurate, and the invoices always match the quote.',
    initials: 'DT',
    name: 'Derrick T.',
    title: 'General Contractor, Orange Park',
  },
  {
    rating: 4.5,
    text: 'Great price on a 20 yard for our roof replacement and the crew was friendly. Pickup came a day after we asked, but they called ahead and kept us in the loop.',
    initials: 'SK',
    name: 'Sandra K.',
    title: 'Property Manager, St. Augustine',
  },
];

export const partnerCopy = {
  title: 'Community Partner Program',
  promise: partnerProgram.promise,
  funded: `${partnerProgram.mammogramsFundedClaim} mammograms funded in ${partnerProgram.years} years`,
} as const;
