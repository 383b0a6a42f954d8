// The one write path of both repositories (docs/decisions/0012): the idempotency record (when
// there is one) and the row it reports are written by ONE statement, a data-modifying CTE. A
// single statement is atomic on its own, so a taken key (the primary key fails) leaves nothing
// behind, and it costs one round trip instead of BEGIN, two INSERTs and COMMIT: the bench
// showed the API waiting on those round trips, not on its CPU (docs/performance.md).
//
// The statement's text comes from the ORM's metadata (table, columns, type conversions) and is
// built once per row shape. On PostgreSQL it is a named prepared statement, parsed and planned
// once per pooled connection instead of on every request, its values sent as bind parameters;
// on PGlite, one simple-protocol call (docs/decisions/0046).
import type { EntityName, Platform } from '@mikro-orm/core';
import { PgliteConnection } from '@mikro-orm/pglite';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { IdempotencyKeyTakenError, type IdempotencyRecord } from '../../application/ports/idempotency.ts';
import { guarded, isUniqueViolation } from './database-errors.ts';
import { IdempotencyKeyEntity, idempotencyRow } from './idempotency-rows.ts';
import type { Orm } from './orm.ts';

type Convert = (value: unknown) => unknown;

interface CustomType {
  convertToDatabaseValue(value: unknown, platform: Platform, context?: unknown): unknown;
}

interface PropertyMeta {
  readonly fieldNames?: string[];
  readonly customType?: CustomType;
  readonly columnTypes?: string[];
}

/**
 * How one property's value becomes a bind parameter, decided once per property. PostgreSQL text
 * cannot hold U+0000 (the wire protocol ends strings there), yet JSON and the domain schema
 * allow it: it is dropped from every text value rather than failing the write.
 */
function converterFor(prop: PropertyMeta, platform: Platform): Convert {
  const custom = prop.customType;
  const isJson = prop.columnTypes?.[0] === 'json' || prop.columnTypes?.[0] === 'jsonb';
  return (value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string') {
      const text = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
      return custom ? custom.convertToDatabaseValue(text, platform, { mode: 'query' }) : text;
    }
    // A timestamp as an explicit UTC instant, the same for both drivers.
    if (value instanceof Date) return value.toISOString();
    const converted = custom ? custom.convertToDatabaseValue(value, platform, { mode: 'query' }) : value;
    // jsonb refuses the \u0000 escape too.
    if (isJson && typeof converted === 'string' && converted.includes('\\u0000')) {
      return converted.replaceAll('\\u0000', '');
    }
    return converted;
  };
}

interface InsertShape {
  readonly table: string;
  readonly keys: readonly string[];
  readonly columns: readonly string[];
  readonly convert: readonly Convert[];
}

function insertShape(orm: Orm, entity: EntityName<object>, keys: readonly string[]): InsertShape {
  const meta = orm.getMetadata().get(entity);
  const platform = orm.em.getPlatform();
  const props = keys.map((key) => {
    const prop = meta.properties[key as never] as PropertyMeta | undefined;
    const column = prop?.fieldNames?.[0];
    if (!prop || !column) throw new Error(`${meta.className} has no column for ${key}`);
    return { column: `"${column}"`, convert: converterFor(prop, platform) };
  });
  return {
    table: `"${meta.tableName}"`,
    keys,
    columns: props.map((prop) => prop.column),
    convert: props.map((prop) => prop.convert),
  };
}

/** `insert into ... values ($n, ...)`, its placeholders numbered from `first`. */
function insertSql(shape: InsertShape, first: number): string {
  const placeholders = shape.keys.map((_key, index) => `$${first + index}`);
  return `insert into ${shape.table} (${shape.columns.join(', ')}) values (${placeholders.join(', ')})`;
}

function pushValues(values: unknown[], shape: InsertShape, row: Record<string, unknown>): void {
  for (let index = 0; index < shape.keys.length; index += 1) {
    values.push(shape.convert[index]?.(row[shape.keys[index] as string]));
  }
}

interface PreparedInsert {
  /** The prepared statement's name on PostgreSQL: one per text, so one per shape. */
  readonly name: string;
  /** With `$n` placeholders, for bind parameters (PostgreSQL). */
  readonly text: string;
  /** With `?` placeholders, for MikroORM to fill with escaped literals (PGlite). */
  readonly inlineText: string;
  readonly row: InsertShape;
  readonly key: InsertShape | undefined;
}

let statements = 0;
/** Per ORM (the metadata and platform are its own) and entity, the statements built so far. */
const preparedByOrm = new WeakMap<Orm, Map<EntityName<object>, PreparedInsert[]>>();

function sameKeys(keys: readonly string[], shape: InsertShape | undefined): boolean {
  if (!shape) return false;
  if (keys.length !== shape.keys.length) return false;
  for (let index = 0; index < keys.length; index += 1) {
    if (keys[index] !== shape.keys[index]) return false;
  }
  return true;
}

/** The statement for this entity, these row keys and these record keys (or none), built once. */
function preparedInsert(
  orm: Orm,
  entity: EntityName<object>,
  row: Record<string, unknown>,
  record: Record<string, unknown> | undefined,
): PreparedInsert {
  let byEntity = preparedByOrm.get(orm);
  if (!byEntity) {
    byEntity = new Map();
    preparedByOrm.set(orm, byEntity);
  }
  let built = byEntity.get(entity);
  if (!built) {
    built = [];
    byEntity.set(entity, built);
  }
  const rowKeys = Object.keys(row);
  const recordKeys = record ? Object.keys(record) : undefined;
  // A handful of shapes at most (keyed or not), compared key by key: no string per request.
  const found = built.find(
    (candidate) =>
      sameKeys(rowKeys, candidate.row) &&
      (recordKeys ? sameKeys(recordKeys, candidate.key) : candidate.key === undefined),
  );
  if (found) return found;
  const rowShape = insertShape(orm, entity, rowKeys);
  const keyShape = recordKeys
    ? insertShape(orm, IdempotencyKeyEntity as EntityName<object>, recordKeys)
    : undefined;
  const text = keyShape
    ? `with "recorded_key" as (${insertSql(keyShape, 1)}) ${insertSql(rowShape, keyShape.keys.length + 1)}`
    : insertSql(rowShape, 1);
  const inlineText = text.replace(/\$\d+/g, '?');
  statements += 1;
  const statement = { name: `dumpster_insert_${statements}`, text, inlineText, row: rowShape, key: keyShape };
  built.push(statement);
  return statement;
}

/**
 * Pools whose server forgot a prepared statement. A transaction-mode pooler that does not track
 * prepared statements (PgBouncer without max_prepared_statements, docs/operations.md) hands each
 * transaction another server connection, on which the statement the driver believes it prepared
 * does not exist (26000) or another client's already does (42P05). Both fail before anything is
 * executed, so the write is retried unnamed, and the pool stays on unnamed statements.
 */
const unnamedOnly = new WeakSet<object>();
const preparedStatementLost = new Set(['26000', '42P05']);

function lostPreparedStatement(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && preparedStatementLost.has(code);
}

/** Runs the statement on the pool (PostgreSQL) or the embedded database MikroORM opened. */
async function run(orm: Orm, statement: PreparedInsert, values: unknown[]): Promise<void> {
  const connection: unknown = orm.em.getConnection();
  if (connection instanceof PostgreSqlConnection) {
    const pool = await connection.getNativeClient();
    if (!unnamedOnly.has(pool)) {
      try {
        await pool.query({ name: statement.name, text: statement.text, values });
        return;
      } catch (error) {
        if (!lostPreparedStatement(error)) throw error;
        unnamedOnly.add(pool);
      }
    }
    await pool.query(statement.text, values);
    return;
  }
  if (connection instanceof PgliteConnection) {
    // PGlite turns a query with parameters into several calls into its WASM instance (parse,
    // describe to learn the parameter types, bind, execute), and has no named statements to
    // save the parse. One simple-protocol call with the values as literals, escaped by
    // MikroORM's platform as its own execute() does, measured 15-25% faster per insert.
    const pglite = await connection.getNativeClient();
    await pglite.exec(orm.em.getPlatform().formatQuery(statement.inlineText, values));
    return;
  }
  throw new Error('the insert path supports PostgreSQL and PGlite only');
}

export async function insertWithRecord<T extends object>(
  orm: Orm,
  entity: EntityName<T>,
  row: Record<string, unknown>,
  record: IdempotencyRecord | undefined,
): Promise<void> {
  const keyRow = record ? idempotencyRow(record) : undefined;
  const statement = preparedInsert(orm, entity as EntityName<object>, row, keyRow);
  const values: unknown[] = [];
  if (statement.key && keyRow) pushValues(values, statement.key, keyRow);
  pushValues(values, statement.row, row);
  await guarded(async () => {
    try {
      await run(orm, statement, values);
    } catch (error) {
      if (
        record &&
        isUniqueViolation(error) &&
        String((error as Error).message).includes('idempotency_keys')
      ) {
        throw new IdempotencyKeyTakenError(`${record.scope} ${record.key}`, { cause: error });
      }
      throw error;
    }
  });
}
