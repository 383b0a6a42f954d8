// One INSERT per row, its SQL built once per entity and set of columns from the ORM's metadata
// (table, column names, type conversions) and run in the transaction of the EntityManager it is
// given, so it is part of whatever else the unit of work writes (docs/decisions/0048). Its values
// travel as bound parameters on the transaction's own connection: MikroORM's `execute` would
// first write each value into the SQL text as an escaped literal, which for a booking's two
// e-mails (their HTML, text and calendar file) cost ~0.4 ms of CPU each (docs/decisions/0110).
import type { EntityName, Platform } from '@mikro-orm/core';
import { CompiledQuery } from 'kysely';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

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
 * How one property's value becomes a literal, decided once per property. PostgreSQL text cannot
 * hold U+0000, yet JSON and the domain schema allow it: it is dropped from every text value
 * rather than failing the write (docs/reliability.md).
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

interface InsertStatement {
  readonly keys: readonly string[];
  readonly suffix: string;
  readonly sql: string;
  /** The same statement with numbered placeholders ($1, $2, ...), for the driver itself. */
  readonly numberedSql: string;
  readonly convert: readonly Convert[];
}

/** What runs a statement with its parameters: the transaction's connection (Kysely's, under MikroORM). */
interface StatementRunner {
  executeQuery(query: CompiledQuery): Promise<{ numAffectedRows?: bigint }>;
}

function buildStatement(
  em: TransactionEntityManager,
  entity: EntityName<object>,
  keys: readonly string[],
  suffix: string,
): InsertStatement {
  const meta = em.getMetadata().get(entity);
  const platform = em.getPlatform();
  const props = keys.map((key) => {
    const prop = meta.properties[key as never] as PropertyMeta | undefined;
    const column = prop?.fieldNames?.[0];
    if (!prop || !column) throw new Error(`${meta.className} has no column for ${key}`);
    return { column: platform.quoteIdentifier(column), convert: converterFor(prop, platform) };
  });
  const columns = props.map((prop) => prop.column).join(', ');
  const placeholders = keys.map(() => '?').join(', ');
  const numbered = keys.map((_, index) => `$${index + 1}`).join(', ');
  const table = platform.quoteIdentifier(meta.tableName);
  return {
    keys,
    suffix,
    sql: `insert into ${table} (${columns}) values (${placeholders})${suffix}`,
    numberedSql: `insert into ${table} (${columns}) values (${numbered})${suffix}`,
    convert: props.map((prop) => prop.convert),
  };
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/** Per metadata (one per ORM) and entity, the few statements built so far. */
const built = new WeakMap<object, Map<EntityName<object>, InsertStatement[]>>();

function statementFor(
  em: TransactionEntityManager,
  entity: EntityName<object>,
  keys: readonly string[],
  suffix: string,
): InsertStatement {
  const metadata = em.getMetadata();
  let byEntity = built.get(metadata);
  if (!byEntity) {
    byEntity = new Map();
    built.set(metadata, byEntity);
  }
  let statements = byEntity.get(entity);
  if (!statements) {
    statements = [];
    byEntity.set(entity, statements);
  }
  // Compared key by key: no string is built per request to look a statement up.
  const found = statements.find((statement) => statement.suffix === suffix && sameKeys(statement.keys, keys));
  if (found) return found;
  const statement = buildStatement(em, entity, keys, suffix);
  statements.push(statement);
  return statement;
}

/**
 * Inserts `row` (property names as keys) into the entity's table; `suffix` is appended to the
 * statement as is (e.g. `on conflict do nothing`). Resolves the number of rows inserted.
 */
export async function insertRow<T extends object>(
  em: TransactionEntityManager,
  entity: EntityName<T>,
  row: Record<string, unknown>,
  suffix = '',
): Promise<number> {
  const keys = Object.keys(row);
  const statement = statementFor(em, entity as EntityName<object>, keys, suffix);
  const values = new Array<unknown>(keys.length);
  for (let index = 0; index < keys.length; index += 1) {
    values[index] = statement.convert[index]?.(row[keys[index] as string]);
  }
  const transaction = em.getTransactionContext<StatementRunner>();
  if (transaction) {
    const result = await transaction.executeQuery(CompiledQuery.raw(statement.numberedSql, values));
    return Number(result.numAffectedRows ?? 0);
  }
  const result = await em.execute<{ affectedRows: number }>(statement.sql, values, 'run');
  return result.affectedRows;
}
