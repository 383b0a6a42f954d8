// The embedded database can close under a running server (its WASM instance aborted, or closed
// by mistake); MikroORM still believes it is connected, so every request got 503 until the
// process was restarted. Seeing "PGlite is closed", the server reopens its data folder itself
// (migrations included, for an in-memory database that comes back empty) and stores again.
import type { Logger } from 'pino';
import { onUnreachable } from './database-errors.ts';
import { guardPglite, migrate, type Orm } from './orm.ts';

function closedPglite(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.message.includes('PGlite is closed')) return true;
  }
  return false;
}

/** Starts listening; returns the stop, to call before the ORM is closed on purpose. */
export function reopenPgliteWhenClosed(orm: Orm, logger: Logger): () => void {
  let reopening: Promise<void> | undefined;
  let stopped = false;
  const unsubscribe = onUnreachable((error) => {
    if (stopped || reopening || !closedPglite(error)) return;
    logger.warn('the embedded database was closed under the server; reopening it');
    reopening = (async () => {
      await orm.close(true).catch(() => {});
      if (stopped) return;
      await orm.connect();
      await guardPglite(orm);
      await migrate(orm);
      logger.info('the embedded database is open again');
    })()
      .catch((reopenError: unknown) =>
        logger.error({ err: reopenError }, 'reopening the embedded database failed'),
      )
      .finally(() => {
        reopening = undefined;
      });
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
