// Makes a PGlite that refuses a transaction (because it was closed under the server, docs/
// decisions/0043) say so to Kysely's PGlite driver, which MikroORM's em.transactional() uses.
// That driver starts a transaction by calling PGlite's transaction() and waiting for its
// callback to run; when PGlite refuses before running it, the BEGIN waits forever and PGlite's
// rejection is never handled, which ends the process. Every request then timed out, and the
// reopening (pglite-reopen.ts) never heard of the closed database: the reliability suite found it.
//
// Here a refused transaction still runs its callback, with a transaction whose every query fails
// with PGlite's own error: the BEGIN returns, the first statement fails as "PGlite is closed"
// (unreachable, 503, and a reopen), the driver rolls back, and the refusal reaches a handler.

interface PgliteTransaction {
  query(...args: unknown[]): Promise<unknown>;
}

interface TransactionalPglite {
  transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
}

/** A transaction that refuses every statement with `error`. */
function refusingTransaction(error: unknown): PgliteTransaction {
  const refuse = () => Promise.reject(error);
  return new Proxy({} as PgliteTransaction, {
    get: (_target, name) => (name === 'then' ? undefined : refuse),
  });
}

export function reportRefusedTransactions(pglite: TransactionalPglite): void {
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = <T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T> => {
    let started = false;
    return transaction((tx) => {
      started = true;
      return callback(tx);
    }).catch(async (error: unknown) => {
      if (!started) await callback(refusingTransaction(error)).catch(() => {});
      throw error;
    });
  };
}
