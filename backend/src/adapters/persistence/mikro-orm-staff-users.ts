// Staff accounts and sessions in SQL, on the transaction's EntityManager (ports/staff-users.ts).
import type { StaffRole } from '@dumpster/domain';
import {
  StaffEmailTakenError,
  type StaffSessionRepository,
  type StaffUserRepository,
} from '../../application/ports/staff-users.ts';
import type { StaffSessionRecord, StaffUserRecord } from '../../application/staff-user.ts';
import { toDate } from './booking-rows.ts';
import { isUniqueViolationOf } from './database-errors.ts';
import { isUuid } from './mikro-orm-booking-repository.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

const userColumns = `"id", "email", "name", "role", "password_hash", "created_at", "disabled_at"`;

function userFromRow(row: Record<string, unknown>): StaffUserRecord {
  return {
    id: String(row.id),
    email: String(row.email),
    name: String(row.name),
    role: row.role as StaffRole,
    passwordHash: String(row.password_hash),
    createdAt: toDate(row.created_at),
    disabledAt: row.disabled_at == null ? null : toDate(row.disabled_at),
  };
}

export class MikroOrmStaffUsers implements StaffUserRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async findByEmail(email: string): Promise<StaffUserRecord | undefined> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select ${userColumns} from "users" where lower("email") = lower(?)`,
      [email],
    );
    return rows[0] ? userFromRow(rows[0]) : undefined;
  }

  async findById(id: string): Promise<StaffUserRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select ${userColumns} from "users" where "id" = ?`,
      [id],
    );
    return rows[0] ? userFromRow(rows[0]) : undefined;
  }

  async add(user: StaffUserRecord): Promise<void> {
    try {
      await this.em.execute(
        `insert into "users" ("id", "email", "name", "role", "password_hash", "created_at", "password_changed_at")
         values (?, ?, ?, ?, ?, ?, ?)`,
        [
          user.id,
          user.email,
          user.name,
          user.role,
          user.passwordHash,
          user.createdAt.toISOString(),
          user.createdAt.toISOString(),
        ],
        'run',
      );
    } catch (error) {
      if (isUniqueViolationOf(error, 'users_email_lower_unique')) throw new StaffEmailTakenError(user.email);
      throw error;
    }
  }

  async setPasswordHash(id: string, passwordHash: string, changedAt: Date): Promise<void> {
    await this.em.execute(
      `update "users" set "password_hash" = ?, "password_changed_at" = ? where "id" = ?`,
      [passwordHash, changedAt.toISOString(), id],
      'run',
    );
  }

  async disable(id: string, at: Date): Promise<void> {
    await this.em.execute(
      `update "users" set "disabled_at" = ? where "id" = ?`,
      [at.toISOString(), id],
      'run',
    );
  }

  async list(): Promise<StaffUserRecord[]> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select ${userColumns} from "users" order by lower("name"), "id"`,
    );
    return rows.map(userFromRow);
  }

  async countActiveOwners(): Promise<number> {
    const rows = await this.em.execute<{ count: string | number }[]>(
      `select count(*) as "count" from "users" where "role" = 'owner' and "disabled_at" is null`,
    );
    return Number(rows[0]?.count ?? 0);
  }
}

export class MikroOrmStaffSessions implements StaffSessionRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async add(session: StaffSessionRecord): Promise<void> {
    await this.em.execute(
      `insert into "sessions" ("token_hash", "user_id", "created_at", "last_seen_at", "expires_at") values (?, ?, ?, ?, ?)`,
      [
        session.tokenHash,
        session.userId,
        session.createdAt.toISOString(),
        session.lastSeenAt.toISOString(),
        session.expiresAt.toISOString(),
      ],
      'run',
    );
  }

  async find(tokenHash: string): Promise<StaffSessionRecord | undefined> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select "token_hash", "user_id", "created_at", "last_seen_at", "expires_at" from "sessions" where "token_hash" = ?`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      tokenHash: String(row.token_hash),
      userId: String(row.user_id),
      createdAt: toDate(row.created_at),
      lastSeenAt: toDate(row.last_seen_at),
      expiresAt: toDate(row.expires_at),
    };
  }

  async touch(tokenHash: string, at: Date): Promise<void> {
    await this.em.execute(
      `update "sessions" set "last_seen_at" = ? where "token_hash" = ?`,
      [at.toISOString(), tokenHash],
      'run',
    );
  }

  async delete(tokenHash: string): Promise<void> {
    await this.em.execute(`delete from "sessions" where "token_hash" = ?`, [tokenHash], 'run');
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.em.execute(`delete from "sessions" where "user_id" = ?`, [userId], 'run');
  }
}
