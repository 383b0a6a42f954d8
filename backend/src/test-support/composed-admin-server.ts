// The whole composed server on one test database, for tests that drive the admin API as a browser
// would: start it with its log lines kept, add staff, sign in, put bookings straight into storage,
// and close it with its database.
import { adminRoutes } from '@dumpster/domain';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import type { Booking } from '../application/booking.ts';
import type { UnitOfWork } from '../application/ports/unit-of-work.ts';
import type { AddStaffAccount } from '../application/staff/add-staff-account.ts';
import type { Composition } from '../composition/container.ts';
import { compose } from '../composition/container.ts';
import { TOKENS } from '../composition/tokens.ts';
import { loadConfig } from '../config.ts';
import type { ReliabilityDatabase } from '../reliability/support/databases.ts';

/** The header a browser sends on a same-origin request; the admin API refuses cross-site writes. */
export const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' };

export interface SignedIn {
  readonly cookie: string;
  readonly csrf: string;
}

export interface ComposedAdminServer {
  readonly composition: Composition;
  readonly app: Express;
  readonly accounts: { readonly add: AddStaffAccount };
  /** Every JSON line the server logged, in order. */
  readonly logLines: Record<string, unknown>[];
  addBookings(bookings: readonly Booking[]): Promise<void>;
  /** Signs in through the API; the answer as it came, cookie and CSRF token read from it. */
  signIn(email: string, password: string, address?: string): Promise<SignedIn & { status: number }>;
  close(): Promise<void>;
}

type OpenDatabase = { open(): Promise<ReliabilityDatabase> };

export async function startComposedAdminServer(database: OpenDatabase): Promise<ComposedAdminServer> {
  const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'loopback' });
  const db = await database.open();
  const logLines: Record<string, unknown>[] = [];
  let composition: Composition;
  try {
    composition = await compose(config, {
      target: db.target,
      checkAnswers: true,
      logger: pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) }),
    });
  } catch (error) {
    await db.dispose();
    throw error;
  }
  const app = composition.app;
  return {
    composition,
    app,
    accounts: { add: composition.container.get<AddStaffAccount>(TOKENS.AddStaffAccount) },
    logLines,
    async addBookings(bookings) {
      await composition.container
        .get<UnitOfWork>(TOKENS.UnitOfWork)
        .transaction(async ({ bookings: repository }) => {
          for (const booking of bookings) await repository.add(booking);
        });
    },
    async signIn(email, password, address) {
      const req = request(app).post(adminRoutes.session).set(sameOrigin);
      if (address) req.set('X-Forwarded-For', address);
      const res = await req.send({ email, password });
      const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
      return { status: res.status, cookie, csrf: res.body.csrfToken as string };
    },
    async close() {
      await composition.close();
      await db.dispose();
    },
  };
}
