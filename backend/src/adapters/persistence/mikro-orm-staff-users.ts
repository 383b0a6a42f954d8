// Staff accounts (`users`) and their sessions (`sessions`) through the transaction's
// EntityManager (ports/staff-users.ts): read with the query builder as plain rows, written with
// `insert`, `nativeUpdate` and `nativeDelete`.
import { canonicalEmail, type StaffRole } from '@dumpster/domain';
import { LockMode, sql } from '@mikro-orm/core';
import {
  StaffEmailTakenError,
  type StaffSessionRepository,
  type StaffUserRepository,
} from '../../application/ports/staff-users.ts';
import type { StaffSessionRecord, StaffUserRecord } from '../../application/staff-user.ts';
import { isUniqueViolationOf } from './database-errors.ts';
import { SessionEntity } from './entities/session-entity.ts';
import { UserEntity } from './entities/user-entity.ts';
import { isUuid } from './is-uuid.ts';
import { StatementText } from './statement-text.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

const userFields = [
  'id',
  'email',
  'name',
  'role',
  'passwordHash',
  'createdAt',
  'disabledAt',
  'passwordVersion',
] as const;

function userFromRow(row: {
  id: string;
  email: string;
  name: string;
  role: string;
  passwordHash: string;
  createdAt: Date;
  disabledAt?: Date | null;
  passwordVersion: number;
}): StaffUserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    passwordHash: row.passwordHash,
    createdAt: new Date(row.createdAt),
    disabledAt: row.disabledAt == null ? null : new Date(row.disabledAt),
    passwordVersion: Number(row.passwordVersion),
  };
}

export class MikroOrmStaffUsers implements StaffUserRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async findByEmail(email: string): Promise<StaffUserRecord | undefined> {
    // The domain's one form, compared byte for byte by the unique index (decision 0162): never
    // SQL's lower(), whose answer depends on the database's collation.
    const row = await this.users()
      .where({ emailCanonical: canonicalEmail(email) })
      .execute('get');
    return row ? userFromRow(row) : undefined;
  }

  async findById(id: string): Promise<StaffUserRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.users().where({ id }).execute('get');
    return row ? userFromRow(row) : undefined;
  }

  async lockById(id: string): Promise<StaffUserRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.users().where({ id }).setLockMode(LockMode.PESSIMISTIC_WRITE).execute('get');
    return row ? userFromRow(row) : undefined;
  }

  async add(user: StaffUserRecord): Promise<void> {
    try {
      await this.em.insert(UserEntity, {
        id: user.id,
        email: user.email,
        emailCanonical: canonicalEmail(user.email),
        name: user.name,
        role: user.role,
        passwordHash: user.passwordHash,
        createdAt: user.createdAt,
        passwordChangedAt: user.createdAt,
        passwordVersion: user.passwordVersion,
      });
    } catch (error) {
      if (isUniqueViolationOf(error, 'users_email_canonical_unique'))
        throw new StaffEmailTakenError(user.email);
      throw error;
    }
  }

  async setPasswordHash(id: string, passwordHash: string, changedAt: Date): Promise<void> {
    await this.em.nativeUpdate(
      UserEntity,
      { id },
      { passwordHash, passwordChangedAt: changedAt, passwordVersion: sql`"password_version" + 1` },
    );
  }

  async rehashPassword(id: string, passwordHash: string): Promise<void> {
    await this.em.nativeUpdate(UserEntity, { id }, { passwordHash });
  }

  async disable(id: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(UserEntity, { id }, { disabledAt: at });
  }

  async enable(id: string): Promise<void> {
    await this.em.nativeUpdate(UserEntity, { id }, { disabledAt: null });
  }

  async list(): Promise<StaffUserRecord[]> {
    const rows = await this.users()
      .orderBy([{ [sql.lower('name')]: 'asc' }, { id: 'asc' }])
      .execute('all');
    return rows.map(userFromRow);
  }

  countActiveOwners(): Promise<number> {
    return this.em.count(UserEntity, { role: 'owner', disabledAt: null });
  }

  async lockOwners(): Promise<void> {
    // In id order, so two transactions locking the same owners never wait on each other in a cycle.
    await this.em
      .createQueryBuilder(UserEntity, 'u')
      .select(['id'])
      .where({ role: 'owner' })
      .orderBy({ id: 'asc' })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute('all');
  }

  private users() {
    return this.em.createQueryBuilder(UserEntity, 'u').select(userFields);
  }
}

/** A session and its account as one row, unmapped (raw timestamps are text on both drivers). */
interface SessionWithUserRow {
  tokenHash: string;
  sessionUserId: string;
  createdAt: Date | string;
  lastSeenAt: Date | string;
  expiresAt: Date | string;
  userId: string | null;
  email: string;
  name: string;
  role: string;
  passwordHash: string;
  userCreatedAt: Date | string;
  disabledAt: Date | string | null;
  passwordVersion: number | string;
}

/**
 * Every back-office request's session check: one statement for the session and its account,
 * its text built once (statement-text.ts, decision 0110).
 */
const sessionWithUser = new StatementText<[tokenHash: string]>((em, tokenHash) =>
  em
    .createQueryBuilder(SessionEntity, 's')
    .select([
      'tokenHash as tokenHash',
      'user as sessionUserId',
      'createdAt as createdAt',
      'lastSeenAt as lastSeenAt',
      'expiresAt as expiresAt',
    ])
    .leftJoin('s.user', 'u')
    .addSelect([
      'u.id as userId',
      'u.email as email',
      'u.name as name',
      'u.role as role',
      'u.passwordHash as passwordHash',
      'u.createdAt as userCreatedAt',
      'u.disabledAt as disabledAt',
      'u.passwordVersion as passwordVersion',
    ])
    .where({ tokenHash }),
);

export class MikroOrmStaffSessions implements StaffSessionRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async add(session: StaffSessionRecord): Promise<void> {
    await this.em.insert(SessionEntity, {
      tokenHash: session.tokenHash,
      user: session.userId,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      expiresAt: session.expiresAt,
    });
  }

  async findWithUser(
    tokenHash: string,
  ): Promise<{ session: StaffSessionRecord; user: StaffUserRecord | undefined } | undefined> {
    const { sql, params } = sessionWithUser.bind(this.em, tokenHash);
    const row = (await this.em.execute(sql, params, 'get')) as SessionWithUserRow | undefined;
    if (!row) return undefined;
    const date = (value: Date | string) =>
      value instanceof Date ? value : this.em.getPlatform().parseDate(value);
    return {
      session: {
        tokenHash: row.tokenHash,
        userId: row.sessionUserId,
        createdAt: date(row.createdAt),
        lastSeenAt: date(row.lastSeenAt),
        expiresAt: date(row.expiresAt),
      },
      user:
        row.userId === null
          ? undefined
          : userFromRow({
              id: row.userId,
              email: row.email,
              name: row.name,
              role: row.role,
              passwordHash: row.passwordHash,
              createdAt: date(row.userCreatedAt),
              disabledAt: row.disabledAt === null ? null : date(row.disabledAt),
              passwordVersion: Number(row.passwordVersion),
            }),
    };
  }

  async touch(tokenHash: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(SessionEntity, { tokenHash }, { lastSeenAt: at });
  }

  async delete(tokenHash: string): Promise<void> {
    await this.em.nativeDelete(SessionEntity, { tokenHash });
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.em.nativeDelete(SessionEntity, { user: userId });
  }
}
