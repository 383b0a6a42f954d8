// The owners' Monday e-mail (decision 0207), judged hourly by the composition root on every
// instance: from 7 AM Florida time on a Monday it reads the dashboard's figures of the Florida week
// before (the domain's dashboardFigures, so each figure means what the dashboard shows) and what
// needs attention, and queues one e-mail per active owner. The week's marker is an idempotency
// record keyed by the week's Monday, claimed in the same transaction as the e-mails: a second run,
// or a second instance, finds the key taken and queues nothing. The marker outlives the Monday
// (records are kept at least 24 hours), and the e-mail is only sent on the Monday.
import {
  addDays,
  businessDateAt,
  dashboardFigures,
  dumpsterSizeValues,
  floridaInstant,
  previousPeriod,
} from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { DashboardQueries } from '../ports/dashboard-queries.ts';
import { IdempotencyKeyTakenError } from '../ports/idempotency.ts';
import type { OwnersWeeklySummary } from '../ports/outbox.ts';
import type { TransactionRepositories, UnitOfWork } from '../ports/unit-of-work.ts';

/** The Florida hour of a Monday from which the e-mail goes out. */
export const weeklySummaryHour = 7;
/** How many days ahead a full day is looked for. */
const daysAhead = 14;
const markerScope = 'owners-weekly-summary';

function isMonday(date: string): boolean {
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 1;
}

export class SendOwnersWeeklySummary {
  private readonly queries: DashboardQueries;
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(queries: DashboardQueries, unitOfWork: UnitOfWork, clock: Clock) {
    this.queries = queries;
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  /** How many e-mails were queued (0 when it is not time, or the week's were queued already). */
  async execute(): Promise<number> {
    const now = this.clock.now();
    const today = businessDateAt(now);
    if (!isMonday(today) || now < floridaInstant(today, weeklySummaryHour)) return 0;
    const week = { from: addDays(today, -7), to: addDays(today, -1) };
    const facts = await this.queries.facts({ from: previousPeriod(week).from, to: week.to }, today);
    try {
      return await this.unitOfWork.transaction(async (repositories) => {
        await repositories.idempotency.record({
          scope: markerScope,
          key: week.from,
          requestHash: week.from,
          reply: { status: 200, body: { week } },
          createdAt: now,
        });
        const receivables = await repositories.invoices.receivables();
        const figures = dashboardFigures({ ...facts, receivables }, week, 'week', today);
        const overdue = receivables.filter((item) => item.balanceCents > 0 && item.dueDate < today);
        const summary: OwnersWeeklySummary = {
          week,
          totals: figures.totals,
          receivables: figures.receivables.map(({ label, count, totalCents }) => ({
            label,
            count,
            totalCents,
          })),
          outPastPickup: figures.outPastPickup,
          overdueInvoices: {
            count: overdue.length,
            totalCents: overdue.reduce((sum, item) => sum + item.balanceCents, 0),
          },
          fullDays: await fullDays(repositories, today),
        };
        const owners = (await repositories.users.list()).filter(
          (user) => user.role === 'owner' && user.disabledAt === null,
        );
        for (const owner of owners)
          await repositories.outbox.enqueue({
            kind: 'owners-weekly-summary',
            owner: { email: owner.email, name: owner.name },
            summary,
          });
        return owners.length;
      });
    } catch (error) {
      if (error instanceof IdempotencyKeyTakenError) return 0;
      throw error;
    }
  }
}

/** The days from today on, for two weeks, on which some size has no unit left. */
async function fullDays(repositories: TransactionRepositories, today: string) {
  const range = { from: today, to: addDays(today, daysAhead - 1) };
  const full = new Map<string, string[]>();
  for (const size of dumpsterSizeValues) {
    const { fleetUnits, occupancy } = await repositories.fleet.read(size, range);
    occupancy.units.forEach((out, index) => {
      if (fleetUnits === 0 || out < fleetUnits) return;
      const date = addDays(occupancy.from, index);
      full.set(date, [...(full.get(date) ?? []), size]);
    });
  }
  return [...full.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, sizes]) => ({ date, sizes }));
}
