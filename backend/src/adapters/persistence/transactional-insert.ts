// The one write path of both repositories (docs/decisions/0012): the idempotency record (when
// there is one) and the row it reports are written by ONE statement, a data-modifying CTE. A
// single statement is atomic on its own, so a taken key (the primary key fails) leaves nothing
// behind, and it costs one round trip instead of BEGIN, two INSERTs and COMMIT: the bench
// showed the API waiting on those round trips, not on its CPU (docs/performance.md).
import type { EntityName } from '@mikro-orm/core';
import { IdempotencyKeyTakenError, type IdempotencyRecord } from '../../application/ports/idempotency.ts';
import { guarded, isUniqueViolation } from './database-errors.ts';
import { IdempotencyKeyEntity, idempotencyRow } from './idempotency-rows.ts';
import type { Orm } from './orm.ts';

/**
 * PostgreSQL text cannot hold U+0000 (the wire protocol ends strings there), yet JSON and the
 * domain schema allow it: it is dropped from every text value rather than failing the write.
 */
export function withoutNul(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replaceAll('\u0000', '') : value,
    ]),
  );
}

/**
 * An INSERT for the given entity and properties, from the ORM's metadata (table, column names,
 * type conversions). The SQL text depends only on the property names, so it is built once per
 * shape: the bench showed the query builder's per-request work in the CPU profile.
 */
function prepareInsert(orm: Orm, entity: EntityName<object>, row: Record<string, unknown>) {
  const meta = orm.getMetadata().get(entity);
  const keys = Object.keys(row);
  const cacheKey = `${meta.className}|${keys.join(',')}`;
  let sql = insertSqlCache.get(cacheKey);
  if (!sql) {
    const columns = keys.map((key) => {
      const prop = meta.properties[key as never] as { fieldNames?: string[] } | undefined;
      const column = prop?.fieldNames?.[0];
      if (!column) throw new Error(`${meta.className} has no column for ${key}`);
      return `"${column}"`;
    });
    sql = `insert into "${meta.tableName}" (${columns.join(', ')}) values (${keys.map(() => '?').join(', ')})`;
    insertSqlCache.set(cacheKey, sql);
  }
  const platform = orm.em.getPlatform();
  const params = keys.map((key) => {
    const prop = meta.properties[key as never] as
      | {
          customType?: {
            convertToDatabaseValue(value: unknown, platform: unknown, context?: unknown): unknown;
          };
        }
      | undefined;
    const value = row[key];
    return prop?.customType && value !== null && value !== undefined
      ? prop.customType.convertToDatabaseValue(value, platform, { mode: 'query' })
      : value;
  });
  return { sql, params };
}

const insertSqlCache = new Map<string, string>();

export async function insertWithRecord<T extends object>(
  orm: Orm,
  entity: EntityName<T>,
  row: Record<string, unknown>,
  record: IdempotencyRecord | undefined,
): Promise<void> {
  const insertRow = prepareInsert(orm, entity as EntityName<object>, withoutNul(row));
  // Raw statements need no identity map, so no EntityManager fork either.
  const connection = orm.em.getConnection();
  await guarded(async () => {
    if (!record) {
      await connection.execute(insertRow.sql, insertRow.params, 'run');
      return;
    }
    const insertKey = prepareInsert(orm, IdempotencyKeyEntity as EntityName<object>, idempotencyRow(record));
    try {
      await connection.execute(
        `with "recorded_key" as (${insertKey.sql}) ${insertRow.sql}`,
        [...insertKey.params, ...insertRow.params],
        'run',
      );
    } catch (error) {
      if (isUniqueViolation(error) && String((error as Error).message).includes('idempotency_keys')) {
        throw new IdempotencyKeyTakenError(`${record.scope} ${record.key}`, { cause: error });
      }
      throw error;
    }
  });
}
