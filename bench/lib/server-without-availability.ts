// The production server with the availability check taken out, for `npm run bench:api` only
// (its "without the check" run, a figure of docs/performance.md): the fleet ledger's holds (tryHold, which a
// booking calls first, and hold) answer "all free" without a statement, so the booking path is
// exactly the one before the fleet existed. Never used outside the benchmark.
// `PORT=<port> node bench/lib/server-without-availability.ts`.
import { type DateRange, daysBetween } from '@dumpster/domain';
import { type HeldSize, MikroOrmFleetLedger } from '../../backend/src/entries/benchmark-parts.ts';
import { runServer } from '../../backend/src/main.ts';

async function allFree(_size: unknown, range: DateRange): Promise<HeldSize> {
  return {
    fleetUnits: Number.MAX_SAFE_INTEGER,
    occupancy: { from: range.from, units: new Array<number>(daysBetween(range.from, range.to) + 1).fill(0) },
  };
}

MikroOrmFleetLedger.prototype.hold = allFree;
MikroOrmFleetLedger.prototype.tryHold = allFree;

await runServer();
