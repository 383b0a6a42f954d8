// A read-or-lock statement of the booking's transaction sent with bind parameters on PostgreSQL
// (docs/decisions/0095). MikroORM's `em.execute()` splices every value into the SQL text as an
// escaped literal (`Platform.formatQuery`) before it reaches the driver; the availability check
// sends two statements per booking, so here they go straight to the transaction's own Kysely
// context (`em.getTransactionContext()`, the connection `em.transactional()` holds), which hands
// `pg` the text and the values apart. On PGlite bind parameters cost more than literals (several
// calls into its WASM per query, decision 0046), so there, and outside a transaction, the statement
// goes through `em.execute()` as before.
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

/** A statement written with `?` placeholders, and its `$n` twin for bind parameters. */
export interface BoundStatement {
  readonly text: string;
  readonly numbered: string;
}

/** Numbers the `?` placeholders ($1, $2, ...) once; the text must hold no other `?`. */
export function boundStatement(text: string): BoundStatement {
  let n = 0;
  const numbered = text.replace(/\?/g, () => {
    n += 1;
    return `$${n}`;
  });
  return { text, numbered };
}

/** Runs `statement` in the transaction `em` belongs to; resolves its rows. */
export async function queryRows<T>(
  em: TransactionEntityManager,
  statement: BoundStatement,
  values: readonly unknown[],
): Promise<T[]> {
  const context = em.getTransactionContext<Kysely<unknown>>();
  if (context !== undefined && em.getConnection() instanceof PostgreSqlConnection) {
    const result = await context.executeQuery<T>(CompiledQuery.raw(statement.numbered, [...values]));
    return result.rows as T[];
  }
  return em.execute<T[]>(statement.text, [...values]);
}
