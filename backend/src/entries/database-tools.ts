// What a tool outside the backend (`npm run seed`, the benchmarks) uses to open and fill a
// database itself, as the server would: the configuration, the database it names, the ORM opened
// and migrated, and the fleet's seed. A documented entry (decision 0117): bench/, e2e/ and
// scripts/ import the backend only through these entries, its composition root and the
// test-support harness, so its internals can move without breaking them.
export { seedFleet } from '../adapters/persistence/fleet-seed.ts';
export { type DatabaseTarget, migrate, type Orm, openOrm } from '../adapters/persistence/orm.ts';
export { databaseTarget } from '../composition/container.ts';
export { loadConfig, loadServerConfig } from '../config.ts';
/** A migrated PGlite data folder, copied from one template per process (tests that start servers). */
export { migratedDataDir } from '../test-support/pglite-template.ts';
