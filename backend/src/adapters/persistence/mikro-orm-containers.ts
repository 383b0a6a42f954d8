// The numbered containers (migration 0014, decision 0183) in a transaction, through MikroORM's
// query builder and EntityManager (decision 0110). A row is locked with `for update` before its
// condition or place changes, so two owners' changes of one box judge one after the other.
import type { ContainerCondition, DumpsterSizeValue } from '@dumpster/domain';
import { LockMode, raw } from '@mikro-orm/core';
import {
  type ContainerListRow,
  ContainerNumberTakenError,
  type ContainerRepository,
  type StoredContainer,
} from '../../application/ports/containers.ts';
import { isUniqueViolationOf } from './database-errors.ts';
import { ContainerEntity } from './entities/container-entity.ts';
import { isUuid } from './is-uuid.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

interface ContainerRow {
  id: string;
  number: string;
  dumpsterSize: string;
  condition: string;
  booking: string | null;
  locatedSince: string | Date;
}

const dateText = (value: string | Date): string =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

function containerFromRow(row: ContainerRow): StoredContainer {
  return {
    id: row.id,
    number: row.number,
    size: row.dumpsterSize as DumpsterSizeValue,
    condition: row.condition as ContainerCondition,
    bookingId: row.booking ?? null,
    since: dateText(row.locatedSince),
  };
}

// The booking's id by its column: a relation selected by its property comes back as an entity
// reference under a join, and these rows are plain.
const fields = () =>
  [
    'c.id',
    'c.number',
    'c.dumpsterSize',
    'c.condition',
    raw('"c"."booking_id" as "booking"'),
    raw(`to_char("c"."located_since", 'YYYY-MM-DD') as "locatedSince"`),
  ] as const;

export class MikroOrmContainers implements ContainerRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async list(): Promise<ContainerListRow[]> {
    const rows = await this.em
      .createQueryBuilder(ContainerEntity, 'c')
      .select([
        ...fields(),
        raw('"b"."reference" as "bookingReference"'),
        raw(`"b"."address" || ', ' || "b"."city" as "address"`),
        raw(`to_char("b"."pickup_date", 'YYYY-MM-DD') as "pickupDate"`),
      ])
      .leftJoin('c.booking', 'b')
      .orderBy([{ dumpsterSize: 'asc' }, { number: 'asc' }])
      .execute<
        (ContainerRow & {
          bookingReference: string | null;
          address: string | null;
          pickupDate: string | null;
        })[]
      >('all');
    return rows.map((row) => ({
      ...containerFromRow(row),
      bookingReference: row.bookingReference ?? null,
      address: row.address ?? null,
      pickupDate: row.pickupDate ?? null,
    }));
  }

  async lock(id: string): Promise<StoredContainer | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.em
      .createQueryBuilder(ContainerEntity, 'c')
      .select(fields())
      .where({ id })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute<ContainerRow>('get');
    return row ? containerFromRow(row) : undefined;
  }

  async lockByNumber(number: string): Promise<StoredContainer | undefined> {
    const row = await this.em
      .createQueryBuilder(ContainerEntity, 'c')
      .select(fields())
      .where({ number })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute<ContainerRow>('get');
    return row ? containerFromRow(row) : undefined;
  }

  async numbers(): Promise<Set<string>> {
    const rows = await this.em.createQueryBuilder(ContainerEntity, 'c').select(['number']).execute('all');
    return new Set(rows.map((row) => row.number));
  }

  async add(container: StoredContainer): Promise<void> {
    try {
      await this.em.insert(ContainerEntity, {
        id: container.id,
        number: container.number,
        dumpsterSize: container.size,
        condition: container.condition,
        booking: container.bookingId,
        locatedSince: container.since,
      });
    } catch (error) {
      if (isUniqueViolationOf(error, 'containers_number_unique'))
        throw new ContainerNumberTakenError(container.number);
      throw error;
    }
  }

  async setCondition(id: string, condition: ContainerCondition): Promise<void> {
    await this.em.nativeUpdate(ContainerEntity, { id }, { condition });
  }

  async place(id: string, bookingId: string | null, since: string): Promise<void> {
    await this.em.nativeUpdate(ContainerEntity, { id }, { booking: bookingId, locatedSince: since });
  }

  countInService(size: DumpsterSizeValue): Promise<number> {
    return this.em.count(ContainerEntity, { dumpsterSize: size, condition: 'in_service' });
  }

  async inServiceToRetire(size: DumpsterSizeValue, count: number): Promise<StoredContainer[]> {
    if (count <= 0) return [];
    const rows = await this.em
      .createQueryBuilder(ContainerEntity, 'c')
      .select(fields())
      .where({ dumpsterSize: size, condition: 'in_service' })
      .orderBy([{ [raw('"c"."booking_id" is not null')]: 'asc' }, { number: 'desc' }])
      .limit(count)
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute<ContainerRow[]>('all');
    return rows.map(containerFromRow);
  }
}
