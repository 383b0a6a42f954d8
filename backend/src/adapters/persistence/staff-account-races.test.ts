// The staff accounts' rules that two requests could otherwise both pass (decisions 0161, 0163),
// on PGlite and on PostgreSQL (TEST_DATABASE_URL), through the real unit of work: a sign-in
// racing a password reset never leaves a working session, and two owners disabling each other
// at once leave one owner.
import { beforeEach, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../application/ports/password-hasher.ts';
import { AddStaffAccount } from '../../application/staff/add-staff-account.ts';
import { DisableStaffAccount } from '../../application/staff/disable-staff-account.ts';
import { ResetStaffPassword } from '../../application/staff/reset-staff-password.ts';
import { ResolveSession } from '../../application/staff/resolve-session.ts';
import { SignIn } from '../../application/staff/sign-in.ts';
import { sessionTokens } from '../../test-support/system-adapters.ts';
import { databaseForSuite, emptyTables, testDatabaseKinds } from '../../test-support/test-databases.ts';
import { FakePasswordHasher } from '../memory/fake-password-hasher.ts';
import { FixedClock } from '../memory/fixed-clock.ts';
import { SequentialIds } from '../memory/sequential-ids.ts';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work.ts';
import { SqlHitCounter } from './sql-hit-counter.ts';

const oldPassword = 'the old long secret';
const newPassword = 'a brand new long secret';
const notCommon = { isCommon: () => false };
const settings = { idleMinutes: 30, absoluteHours: 12 };

/** The fake hasher, whose next verification waits until the test opens the gate. */
class GatedHasher implements PasswordHasher {
  private readonly inner = new FakePasswordHasher();
  private gate: { reached: () => void; open: Promise<void> } | undefined;

  /** Resolves when the next verify has checked the password and waits; call the returned open. */
  holdNextVerify(): { reached: Promise<void>; open: () => void } {
    let open = () => {};
    let reached = () => {};
    const reachedPromise = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const openPromise = new Promise<void>((resolve) => {
      open = resolve;
    });
    this.gate = { reached, open: openPromise };
    return { reached: reachedPromise, open };
  }

  hash(password: string): Promise<string> {
    return this.inner.hash(password);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    const matches = await this.inner.verify(passwordHash, password);
    const gate = this.gate;
    this.gate = undefined;
    if (gate) {
      gate.reached();
      await gate.open;
    }
    return matches;
  }

  needsRehash(passwordHash: string): boolean {
    return this.inner.needsRehash(passwordHash);
  }
}

describe.each(testDatabaseKinds())('staff account races on $name', (kind) => {
  const db = databaseForSuite(kind);
  const clock = new FixedClock(new Date('2026-11-23T14:00:00Z'));
  const tokens = sessionTokens();
  const system = { kind: 'system' } as const;

  function useCases(hasher: PasswordHasher = new FakePasswordHasher()) {
    const unitOfWork = new MikroOrmUnitOfWork(db.orm);
    return {
      add: new AddStaffAccount(unitOfWork, hasher, notCommon, clock, new SequentialIds()),
      disable: new DisableStaffAccount(unitOfWork, clock),
      reset: new ResetStaffPassword(unitOfWork, hasher, notCommon, clock),
      signIn: new SignIn(unitOfWork, hasher, new SqlHitCounter(db.orm), tokens, clock, settings),
      resolve: new ResolveSession(unitOfWork, tokens, clock, settings),
    };
  }

  beforeEach(async () => {
    await emptyTables(db, ['audit_events', 'sessions', 'rate_limit_counters', 'users']);
  });

  it('never lets a sign-in with the old password, checked before a reset, open a session after it', async () => {
    const hasher = new GatedHasher();
    const staff = useCases(hasher);
    await staff.add.execute(system, {
      email: 'dana@example.com',
      name: 'Dana',
      role: 'staff',
      password: oldPassword,
    });

    const gate = hasher.holdNextVerify();
    const signingIn = staff.signIn.execute('dana@example.com', oldPassword, '10.0.0.1');
    await gate.reached;
    expect(await staff.reset.execute(system, { email: 'dana@example.com' }, newPassword)).toMatchObject({
      ok: true,
    });
    gate.open();
    const outcome = await signingIn;

    expect(outcome).toMatchObject({ ok: false, refusal: 'refused' });
    const sessions = await db.orm.em
      .getConnection()
      .execute<{ token_hash: string }[]>('select "token_hash" from "sessions"');
    expect(sessions).toEqual([]);
    if (outcome.ok) expect(await staff.resolve.execute(outcome.token)).toBeUndefined();
  });

  it('leaves no working old-password session whatever the order of concurrent sign-ins and resets', async () => {
    const staff = useCases();
    await staff.add.execute(system, {
      email: 'dana@example.com',
      name: 'Dana',
      role: 'staff',
      password: oldPassword,
    });
    for (let round = 0; round < 6; round += 1) {
      const password = round % 2 === 0 ? oldPassword : `${oldPassword} ${round}`;
      const next = `${oldPassword} ${round + 1}`;
      const [signedIn] = await Promise.all([
        staff.signIn.execute('dana@example.com', password, `10.0.1.${round}`),
        staff.reset.execute(system, { email: 'dana@example.com' }, next),
      ]);
      if (signedIn.ok) expect(await staff.resolve.execute(signedIn.token)).toBeUndefined();
      // The next round starts from the password this one set.
      await staff.reset.execute(
        system,
        { email: 'dana@example.com' },
        round % 2 === 0 ? `${oldPassword} ${round + 1}` : oldPassword,
      );
    }
  });

  it('leaves an active owner when two owners disable each other at once', async () => {
    const staff = useCases();
    for (let round = 0; round < 8; round += 1) {
      await emptyTables(db, ['audit_events', 'sessions', 'users']);
      const a = await staff.add.execute(system, {
        email: 'a@example.com',
        name: 'A',
        role: 'owner',
        password: oldPassword,
      });
      const b = await staff.add.execute(system, {
        email: 'b@example.com',
        name: 'B',
        role: 'owner',
        password: oldPassword,
      });
      if (!a.ok || !b.ok) throw new Error('owners not added');
      const actor = (user: typeof a.user) => ({ kind: 'staff', userId: user.id, name: user.name }) as const;
      const outcomes = await Promise.all([
        staff.disable.execute(actor(a.user), { id: b.user.id }),
        staff.disable.execute(actor(b.user), { id: a.user.id }),
      ]);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok)).toMatchObject([{ refusal: 'last_owner' }]);
      const [counted] = await db.orm.em
        .getConnection()
        .execute<{ owners: number }[]>(
          `select count(*)::int as owners from "users" where "role" = 'owner' and "disabled_at" is null`,
        );
      expect(counted?.owners).toBe(1);
    }
  });
});
