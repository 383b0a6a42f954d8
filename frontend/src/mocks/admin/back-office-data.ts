// The mock back office's data (decision 0069): a few hundred bookings and contact requests made
// from a fixed seed around the instant given, so `npm run dev:mock` (the real time) shows a
// realistic day and tests (a fixed instant, mocks/node.ts) see the same rows every run. The rules
// (quote, transitions) are the domain's own.
import {
  type AdminBookingDetail,
  type AdminContactRequest,
  type AdminUser,
  addDays,
  allowedTransitions,
  type BookingNote,
  type BookingStatus,
  bookingTypes,
  type ContainerCondition,
  type CustomerNote,
  contactServiceOptions,
  type DumpsterSizeValue,
  dumpsterSizeValues,
  firstContainerNumbers,
  frozenQuote,
  mailSubjects,
  type StaffRole,
  type StopPartKind,
  type StopWindow,
  type Truck,
} from '@dumpster/domain';

/** Sign in to the mock back office with one of these (QA: docs/operations.md, "Back office"). */
export const mockStaffPassword = 'back-office-demo';
export const mockOwner = {
  id: 'user-owner',
  email: 'owner@example.com',
  name: 'Olivia Owner',
  role: 'owner' as StaffRole,
};
export const mockStaff = {
  id: 'user-staff',
  email: 'staff@example.com',
  name: 'Sam Staff',
  role: 'staff' as StaffRole,
};

/** A driver's account (decision 0185): the mock's /api/driver/stops answers for it. */
export const mockDriver = {
  id: '00000000-0000-4000-8000-0000000000d1',
  email: 'driver@example.com',
  name: 'Dee Driver',
  role: 'driver' as StaffRole,
};
const mockDriverTwo = {
  id: '00000000-0000-4000-8000-0000000000d2',
  email: 'rex@example.com',
  name: 'Rex Route',
  role: 'driver' as StaffRole,
};

/** The mock's trucks' ids (UUIDs, as the server's: the requests' schemas check them). */
export const mockTruckIds = [
  '00000000-0000-4000-8000-0000000000a1',
  '00000000-0000-4000-8000-0000000000a2',
] as const;

/** A container's id made from its painted number ('20-07' -> ...0000002007), a UUID like the server's. */
export function mockContainerId(number: string): string {
  const digits = number
    .replace(/[^0-9]/g, '')
    .padStart(12, '0')
    .slice(-12);
  return `00000000-0000-4000-8000-${digits}`;
}

/** One booking's part of a stop, as the server stores its assignment (migration 0015). */
export interface MockPartAssignment {
  bookingId: string;
  part: StopPartKind;
  date: string;
  driverId: string | null;
  truckId: string | null;
  window: StopWindow | null;
  position: number | null;
  containerId: string | null;
}

export interface MockContainer {
  id: string;
  number: string;
  size: DumpsterSizeValue;
  condition: ContainerCondition;
  bookingId: string | null;
  since: string;
}

const firstNames = [
  'Ana',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Frank',
  'Grace',
  'Hector',
  'Ivy',
  'Jamal',
  'Kira',
  'Luis',
  'Maya',
  'Noah',
  'Olga',
  'Pete',
];
const lastNames = [
  'Smith',
  'Garcia',
  'Nguyen',
  'Johnson',
  'Brown',
  'Lopez',
  'Miller',
  'Davis',
  "O'Neil",
  'Walker',
  'Rivera',
  'Young',
];
const cities = [
  ['Jacksonville', '32202'],
  ['Orange Park', '32073'],
  ['St. Augustine', '32084'],
  ['Fernandina Beach', '32034'],
  ['Green Cove Springs', '32043'],
  ['Palm Coast', '32137'],
] as const;
const streets = [
  'Atlantic Blvd',
  'Beach Blvd',
  'San Jose Blvd',
  'Main St',
  'Park St',
  'Blanding Blvd',
  'A1A S',
];
const instructions = [
  null,
  null,
  'Place on the left side of the driveway',
  'Gate code 4412',
  'Call on arrival',
  null,
  'Watch the low branches',
];

/** A small deterministic generator (mulberry32), so the data is the same on every load. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function statusFor(deliveryDate: string, pickupDate: string, today: string, roll: number): BookingStatus {
  if (roll < 0.07) return 'cancelled';
  if (pickupDate < today) return roll < 0.6 ? 'completed' : 'picked_up';
  if (deliveryDate < today) return 'delivered';
  if (deliveryDate === today) return roll < 0.5 ? 'confirmed' : 'pending';
  return roll < 0.55 ? 'pending' : 'confirmed';
}

export interface MockBackOfficeData {
  bookings: AdminBookingDetail[];
  contactRequests: AdminContactRequest[];
  users: AdminUser[];
  passwords: Map<string, string>;
  fleet: Record<DumpsterSizeValue, number>;
  /** Staff's internal notes, every booking's (decision 0177). */
  notes: BookingNote[];
  /** Staff's internal notes on customers (decision 0174). */
  customerNotes: CustomerNote[];
  trucks: Truck[];
  containers: MockContainer[];
  assignments: MockPartAssignment[];
}

export function makeBackOfficeData(today: string, now: Date): MockBackOfficeData {
  const next = random(20_261_124);
  const bookings: AdminBookingDetail[] = [];
  for (let index = 0; index < 240; index++) {
    const deliveryDate = addDays(today, Math.floor(next() * 60) - 30);
    const pickupDate = addDays(deliveryDate, 3 + Math.floor(next() * 9));
    const dumpsterSize = pick(next, dumpsterSizeValues);
    const [city, zipCode] = pick(next, cities);
    const first = pick(next, firstNames);
    const last = pick(next, lastNames);
    const bookingType = next() < 0.7 ? bookingTypes[0] : bookingTypes[1];
    const status = statusFor(deliveryDate, pickupDate, today, next());
    const createdAt = new Date(
      now.getTime() - (240 - index) * 3 * 3600_000 - Math.floor(next() * 3600_000),
    ).toISOString();
    const reference = `BK-${(0x1a2b3 + index * 7919).toString(36).toUpperCase().padStart(6, '0').slice(-6)}`;
    const email = `${`${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '')}${index}@example.com`;
    const specialInstructions = pick(next, instructions);
    const messages: AdminBookingDetail['messages'] = [
      {
        id: `msg-${index}-1`,
        kind: 'booking-confirmation',
        to: email,
        subject: mailSubjects.bookingConfirmation({ reference, dumpsterSize, deliveryDate }),
        status: index % 17 === 3 ? 'dead' : index % 13 === 5 ? 'pending' : 'sent',
        attempts: index % 17 === 3 ? 8 : 1,
        lastError: index % 17 === 3 ? '550 5.1.1 Mailbox unavailable' : null,
        createdAt,
        sentAt: index % 17 === 3 || index % 13 === 5 ? null : createdAt,
        nextAttemptAt:
          index % 13 === 5 && index % 17 !== 3 ? new Date(now.getTime() + 5 * 60_000).toISOString() : null,
      },
    ];
    bookings.push({
      id: `b${String(index + 1).padStart(4, '0')}`,
      reference,
      status,
      allowedNextStatuses: [...allowedTransitions(status)],
      bookingType,
      name: `${first} ${last}`,
      email,
      phone: `(904) 555-${String(1000 + index).slice(-4)}`,
      address: `${100 + Math.floor(next() * 9800)} ${pick(next, streets)}`,
      city,
      state: 'FL',
      zipCode,
      companyName: bookingType === 'commercial' ? `${last} Builders LLC` : null,
      jobNumber: bookingType === 'commercial' ? `J-${1000 + index}` : null,
      jobName: bookingType === 'commercial' ? 'Kitchen remodel' : null,
      dumpsterSize,
      deliveryDate,
      pickupDate,
      specialInstructions,
      smsOptIn: next() < 0.5,
      quote: frozenQuote({ dumpsterSize, deliveryDate, pickupDate }),
      createdAt,
      messages,
      history: [
        { occurredAt: createdAt, actor: { kind: 'customer', name: null }, type: 'created', details: {} },
      ],
      version: 1,
      lastStatusChange: null,
    });
  }
  const contactRequests: AdminContactRequest[] = [];
  for (let index = 0; index < 45; index++) {
    const first = pick(next, firstNames);
    const last = pick(next, lastNames);
    const createdAt = new Date(now.getTime() - (45 - index) * 7 * 3600_000).toISOString();
    contactRequests.push({
      id: `c${String(index + 1).padStart(4, '0')}`,
      name: `${first} ${last}`,
      phone: `(904) 555-${String(2000 + index).slice(-4)}`,
      email: `${first}.${index}@example.com`.toLowerCase(),
      service: pick(next, contactServiceOptions).value,
      message: pick(next, [
        'Do you deliver on Saturdays?',
        'I need a quote for a full house cleanout next month.',
        'Can the dumpster go on the street? My driveway is narrow.',
        'We are tearing down an old shed, which size do we need?',
      ]),
      smsOptIn: next() < 0.4,
      createdAt,
      contacted: index < 30 && next() < 0.7 ? { at: createdAt, byName: mockStaff.name } : null,
    });
  }
  const since = new Date(now.getTime() - 90 * 86_400_000).toISOString();
  const users: AdminUser[] = [
    { ...mockOwner, createdAt: since, disabledAt: null },
    { ...mockStaff, createdAt: since, disabledAt: null },
    { ...mockDriver, createdAt: since, disabledAt: null },
    { ...mockDriverTwo, createdAt: since, disabledAt: null },
  ];
  const fleet: Record<DumpsterSizeValue, number> = { '10-yard': 12, '15-yard': 14, '20-yard': 11 };
  // The fleet's units as numbered containers in the yard, as migration 0014 numbers them.
  const containers: MockContainer[] = dumpsterSizeValues.flatMap((size) =>
    firstContainerNumbers(size, fleet[size]).map((number) => ({
      id: mockContainerId(number),
      number,
      size,
      condition: 'in_service' as const,
      bookingId: null,
      since: addDays(today, -30),
    })),
  );
  return {
    bookings,
    contactRequests,
    users,
    passwords: new Map(users.map((user) => [user.email, mockStaffPassword])),
    // Enough for most days of the mock's bookings, short on a few so the fleet page has something to show.
    fleet,
    trucks: [
      { id: mockTruckIds[0], name: 'Roll-off 1', sizes: [...dumpsterSizeValues], inService: true },
      { id: mockTruckIds[1], name: 'Small hook', sizes: ['10-yard', '15-yard'], inService: true },
    ],
    containers,
    assignments: [],
    notes: [],
    customerNotes: [],
  };
}
