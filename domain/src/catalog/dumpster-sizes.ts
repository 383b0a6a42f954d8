// The size catalogue (spec section 9, "Prices and sizes"). Where the spec's pricing cards
// disagree with its table, the table wins everywhere (docs/decisions/0005).

export const dumpsterSizeValues = ['10-yard', '15-yard', '20-yard'] as const;
export type DumpsterSizeValue = (typeof dumpsterSizeValues)[number];

export interface Dimensions {
  readonly lengthFt: number;
  readonly widthFt: number;
  readonly heightFt: number;
}

export interface DumpsterSize {
  readonly value: DumpsterSizeValue;
  readonly yards: 10 | 15 | 20;
  /** Human label, e.g. '10 Yard Dumpster'. */
  readonly label: string;
  /** Flat price for the standard 7-day rental, in cents. */
  readonly priceCents: number;
  readonly includedTons: number;
  readonly dimensions: Dimensions;
  /** The spec's one-line description of the size (section 3). */
  readonly description: string;
  readonly typicalProjects: readonly string[];
  /** Marked POPULAR on the pricing cards. */
  readonly popular: boolean;
}

export const dumpsterSizes: readonly DumpsterSize[] = [
  {
    value: '10-yard',
    yards: 10,
    label: '10 Yard Dumpster',
    priceCents: 30_000,
    includedTons: 2,
    dimensions: { lengthFt: 12, widthFt: 8, heightFt: 3.5 },
    description: 'Small projects, garage cleanouts',
    typicalProjects: ['Garage or attic cleanout', 'Single-room remodel', 'Small deck removal', 'Yard debris'],
    popular: false,
  },
  {
    value: '15-yard',
    yards: 15,
    label: '15 Yard Dumpster',
    priceCents: 40_000,
    includedTons: 3,
    dimensions: { lengthFt: 14, widthFt: 8, heightFt: 4.5 },
    description: 'Medium projects',
    typicalProjects: [
      'Kitchen or bathroom remodel',
      'Whole-home cleanout',
      'Small roof tear-off',
      'Flooring removal',
    ],
    popular: false,
  },
  {
    value: '20-yard',
    yards: 20,
    label: '20 Yard Dumpster',
    priceCents: 60_000,
    includedTons: 4,
    dimensions: { lengthFt: 22, widthFt: 8, heightFt: 4.5 },
    description: 'Large cleanouts, construction debris',
    typicalProjects: ['Full roof replacement', 'Large renovation', 'Construction debris', 'Estate cleanout'],
    popular: true,
  },
];

export function findDumpsterSize(value: string): DumpsterSize | undefined {
  return dumpsterSizes.find((size) => size.value === value);
}

export function getDumpsterSize(value: DumpsterSizeValue): DumpsterSize {
  const size = findDumpsterSize(value);
  if (!size) throw new Error(`Unknown dumpster size ${value}`);
  return size;
}

/** '12 ft x 8 ft x 3.5 ft' (length x width x height). */
export function formatDimensions({ lengthFt, widthFt, heightFt }: Dimensions): string {
  return `${lengthFt} ft x ${widthFt} ft x ${heightFt} ft`;
}

/**
 * The /book?size= rule (spec section 2): a value matching the start of '10-yard', '15-yard' or
 * '20-yard' preselects that size ('10', '15-y', '20-yard'); the first in catalogue order wins
 * when several match; anything else, the empty string included, selects none.
 */
export function sizeFromQuery(query: string | null | undefined): DumpsterSizeValue | undefined {
  const wanted = query?.trim().toLowerCase();
  if (!wanted) return undefined;
  return dumpsterSizeValues.find((value) => value.startsWith(wanted));
}

/** The booking page link that preselects a size: '/book?size=15'. */
export function bookingPathForSize(value: DumpsterSizeValue): string {
  return `/book?size=${getDumpsterSize(value).yards}`;
}
