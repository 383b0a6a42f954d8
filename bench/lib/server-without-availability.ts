// The production server with the availability check taken out, for `npm run bench:api` only
// (its "without the check" run, issue 15's figure): the fleet ledger's hold answers "all free"
// without a statement, so the booking path is exactly the one before the fleet existed. Never
// used outside the benchmark. `PORT=<port> node bench/lib/server-without-availability.ts`.
import { daysBetween } from '@dumpster/domain';
import { MikroOrmFleetLedger } from '../../backend/src/adapters/persistence/mikro-orm-fleet-ledger.ts';
import { runServer } from '../../backend/src/main.ts';

MikroOrmFleetLedger.prototype.hold = async (_size, range) => ({
  fleetUnits: Number.MAX_SAFE_INTEGER,
  occupancy: { from: range.from, units: new Array<number>(daysBetween(range.from, range.to) + 1).fill(0) },
});

await runServer();
