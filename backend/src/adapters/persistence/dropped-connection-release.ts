// Gives a pooled PostgreSQL connection back to the pool when the server or the network drops it
// while it is checked out. Kysely's controlled transactions, which MikroORM's em.transactional()
// uses, release their connection only after BEGIN, COMMIT or ROLLBACK succeeds; on a dropped
// connection the ROLLBACK fails too and the connection stays checked out for good
// (kysely-org/kysely#1990). Each such drop cost the pool a slot until none were left and every
// request waited for a connection that would never come back: the database-faults suite found it.
//
// Here each client of the pool is released, with the error, as soon as it reports the drop: the
// pool discards it and opens a new one on demand. pg-pool's release throws when called twice, and
// the code holding the client still calls it once its query fails, so every release handed out
// is made idempotent first.
import type pg from 'pg';

type Release = (error?: Error | boolean) => void;

export function releaseDroppedConnections(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    let release: Release | undefined;
    // pg-pool assigns client.release on every checkout: each one is wrapped as it is assigned.
    Object.defineProperty(client, 'release', {
      configurable: true,
      enumerable: true,
      get: () => release,
      set: (next: Release) => {
        let released = false;
        release = (error) => {
          if (released) return;
          released = true;
          next(error);
        };
      },
    });
    // On an idle client the last release was already called: this is then a no-op, and the
    // pool's own idle listener removes the client.
    const drop = (error?: Error) => release?.(error ?? new Error('PostgreSQL connection ended'));
    client.on('error', drop);
    client.on('end', () => drop());
  });
}
