import { beforeEach, describe, expect, it } from 'vitest';
import { FakePasswordHasher } from '../../adapters/memory/fake-password-hasher.ts';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { sessionTokens } from '../../test-support/system-adapters.ts';
import { openTestStore, type TestStore } from '../../test-support/test-store.ts';
import { AddStaffAccount } from './add-staff-account.ts';
import { DisableStaffAccount } from './disable-staff-account.ts';
import { ResetStaffPassword } from './reset-staff-password.ts';
import { ResolveSession } from './resolve-session.ts';
import { SignIn } from './sign-in.ts';
import { defaultSignInThrottle } from './staff-session.ts';

const tokens = sessionTokens();
const hashToken = (token: string) => tokens.hash(token);

const start = new Date('2026-11-23T14:00:00Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
const password = 'a long enough secret';

const settings = { idleMinutes: 30, absoluteHours: 12 };

describe('staff sessions', () => {
  let store: TestStore;
  let clock: FixedClock;
  let hasher: FakePasswordHasher;
  let sessions: { signIn: SignIn; resolve: ResolveSession };
  let accounts: { add: AddStaffAccount; disable: DisableStaffAccount };

  beforeEach(async () => {
    store = await openTestStore();
    clock = new FixedClock(start);
    hasher = new FakePasswordHasher();
    accounts = {
      add: new AddStaffAccount(
        store.unitOfWork,
        hasher,
        { isCommon: (p: string) => p.toLowerCase() === 'password1234' },
        clock,
        new SequentialIds(),
      ),
      disable: new DisableStaffAccount(store.unitOfWork, clock),
    };
    sessions = {
      signIn: new SignIn(store.unitOfWork, hasher, store.hitCounter, tokens, clock, settings),
      resolve: new ResolveSession(store.unitOfWork, tokens, clock, settings),
    };
    await accounts.add.execute(
      { kind: 'system' },
      { email: 'Dana@Example.com', name: 'Dana', role: 'staff', password },
    );
  });

  it('signs in whatever the e-mail case, storing only the token hash, and hands a new token each time', async () => {
    const first = await sessions.signIn.execute('dana@example.com', password, '10.0.0.1');
    const second = await sessions.signIn.execute('DANA@example.com', password, '10.0.0.1');
    if (!first.ok || !second.ok) throw new Error('sign-in refused');
    expect(first.token).not.toBe(second.token);
    expect((await store.sessions()).map((s) => s.tokenHash)).toEqual([
      hashToken(first.token),
      hashToken(second.token),
    ]);
    expect(JSON.stringify(await store.sessions())).not.toContain(first.token);
  });

  it('answers the same refusal for an unknown e-mail and a wrong password, verifying a hash for both', async () => {
    const unknown = await sessions.signIn.execute('nobody@example.com', password, '10.0.0.1');
    const wrong = await sessions.signIn.execute('dana@example.com', 'not the password', '10.0.0.1');
    expect(unknown).toMatchObject({ ok: false, refusal: 'refused' });
    expect(wrong).toMatchObject({ ok: false, refusal: 'refused' });
    expect(hasher.verifications).toBe(2);
  });

  it('ends a session after 30 idle minutes, keeps it alive while used, and ends it at 12 hours regardless', async () => {
    const signedIn = await sessions.signIn.execute('dana@example.com', password, '10.0.0.1');
    if (!signedIn.ok) throw new Error('refused');
    for (let at = 25; at < 12 * 60; at += 25) {
      clock.set(minutes(at));
      expect(await sessions.resolve.execute(signedIn.token)).toBeDefined();
    }
    clock.set(minutes(12 * 60));
    expect(await sessions.resolve.execute(signedIn.token)).toBeUndefined();

    clock.set(start);
    const idle = await sessions.signIn.execute('dana@example.com', password, '10.0.0.1');
    if (!idle.ok) throw new Error('refused');
    clock.set(minutes(29));
    expect(await sessions.resolve.execute(idle.token)).toBeDefined();
    clock.set(minutes(29 + 30));
    expect(await sessions.resolve.execute(idle.token)).toBeUndefined();
    expect(await store.sessions()).toEqual([]);
  });

  const wrong = 'not the password';
  const endWaits = () =>
    store.sql(`update "rate_limit_counters" set "reset_at" = now() where "key" like 'admin-sign-in:wait:%'`);

  it('delays one account from one address after 5 failures, longer each time, and never locks it for another address', async () => {
    for (let i = 0; i < 5; i += 1)
      expect(await sessions.signIn.execute('dana@example.com', wrong, '10.0.0.2')).toMatchObject({
        refusal: 'refused',
      });
    // The sixth failure is checked, and starts a wait of 2 seconds for this pair.
    expect(await sessions.signIn.execute('dana@example.com', wrong, '10.0.0.2')).toMatchObject({
      refusal: 'refused',
    });
    expect(await sessions.signIn.execute('dana@example.com', password, '10.0.0.2')).toMatchObject({
      refusal: 'throttled',
      retryAfterSeconds: 2,
    });
    // Someone guessing from one address does not keep the account's owner out from theirs.
    expect((await sessions.signIn.execute('dana@example.com', password, '10.0.0.3')).ok).toBe(true);
    await endWaits();
    expect(await sessions.signIn.execute('dana@example.com', wrong, '10.0.0.2')).toMatchObject({
      refusal: 'refused',
    });
    expect(await sessions.signIn.execute('dana@example.com', wrong, '10.0.0.2')).toMatchObject({
      refusal: 'throttled',
      retryAfterSeconds: 4,
    });
    await endWaits();
    expect((await sessions.signIn.execute('dana@example.com', password, '10.0.0.2')).ok).toBe(true);
    // A sign-in forgets the pair's failures.
    expect(await sessions.signIn.execute('dana@example.com', wrong, '10.0.0.2')).toMatchObject({
      refusal: 'refused',
    });
  });

  it('refuses every attempt from an address past 30 in 15 minutes', async () => {
    for (let i = 0; i < 30; i += 1) await sessions.signIn.execute(`user${i}@example.com`, wrong, '10.0.0.4');
    expect(await sessions.signIn.execute('dana@example.com', password, '10.0.0.4')).toMatchObject({
      refusal: 'throttled',
      reason: 'address',
    });
    clock.set(minutes(16));
    await store.endRateWindows();
    expect((await sessions.signIn.execute('dana@example.com', password, '10.0.0.4')).ok).toBe(true);
  });

  it('keeps a ceiling per account: past it, even the right password is refused from any address', async () => {
    const signIn = new SignIn(store.unitOfWork, hasher, store.hitCounter, tokens, clock, settings, {
      ...defaultSignInThrottle,
      perAccount: 12,
    });
    for (let address = 0; address < 4; address += 1)
      for (let i = 0; i < 3; i += 1) await signIn.execute('dana@example.com', wrong, `10.1.0.${address}`);
    expect(await signIn.execute('dana@example.com', password, '10.1.9.9')).toMatchObject({
      refusal: 'throttled',
      reason: 'account',
    });
    clock.set(minutes(61));
    await store.endRateWindows();
    expect((await signIn.execute('dana@example.com', password, '10.1.9.9')).ok).toBe(true);
  });

  it('writes a bounded number of counters for the e-mails one address tries, known or not', async () => {
    for (let i = 0; i < 29; i += 1) await sessions.signIn.execute(`guess${i}@example.com`, wrong, '10.0.0.5');
    const counters = await store.rateLimitKeys();
    // The address, at most 16 pairs, and one ceiling for every unknown e-mail.
    expect(counters.length).toBeLessThanOrEqual(18);
  });

  it("counts one account's failures once whatever spelling of the address: 'İ' (U+0130) does not double the limit", async () => {
    await accounts.add.execute(
      { kind: 'system' },
      { email: 'kim@example.com', name: 'Kim', role: 'staff', password },
    );
    // JavaScript lower-cases 'İ' to 'i' + U+0307, SQL's lower() to 'i' or 'İ': one canonical form for all.
    for (const spelling of ['k\u0130m@example.com', 'K\u0130M@EXAMPLE.COM', 'ki\u0307m@example.com'])
      expect(await sessions.signIn.execute(spelling, 'not the password', '10.0.0.9')).toMatchObject({
        ok: false,
      });
    // Six failures in all: the sixth starts the pair's first wait.
    for (let i = 0; i < 3; i += 1)
      await sessions.signIn.execute('kim@example.com', 'not the password', '10.0.0.9');
    expect(await sessions.signIn.execute('kim@example.com', password, '10.0.0.9')).toMatchObject({
      ok: false,
      refusal: 'throttled',
    });
    clock.set(minutes(16));
    await store.endRateWindows();
    // The account is found by any spelling: the canonical form is the one looked up.
    expect((await sessions.signIn.execute('k\u0130m@example.com', password, '10.0.0.9')).ok).toBe(true);
  });

  it('rehashes the password at sign-in when the parameters changed', async () => {
    hasher.version = 'v3';
    expect((await sessions.signIn.execute('dana@example.com', password, '10.0.0.1')).ok).toBe(true);
    expect((await store.users())[0]?.passwordHash).toBe(`fake:v3:${password}`);
  });

  it('ends every session of a user the moment the user is disabled or their password is reset', async () => {
    const signedIn = await sessions.signIn.execute('dana@example.com', password, '10.0.0.1');
    if (!signedIn.ok) throw new Error('refused');
    await accounts.disable.execute({ kind: 'system' }, { email: 'dana@example.com' });
    expect(await sessions.resolve.execute(signedIn.token)).toBeUndefined();
    expect(await sessions.signIn.execute('dana@example.com', password, '10.0.0.1')).toMatchObject({
      refusal: 'refused',
    });
    expect((await store.auditEvents()).map((event) => event.action)).toEqual(['user_added', 'user_disabled']);
  });

  it('refuses a password made of the account’s e-mail, the business’s name or a repeated pattern', async () => {
    const actor = { kind: 'system' } as const;
    const reset = new ResetStaffPassword(store.unitOfWork, hasher, { isCommon: () => false }, clock);
    for (const weak of ['lee.morgan@example.com', 'leemorgan2026!!', 'Coastal Haul 2026'])
      expect(
        await accounts.add.execute(actor, {
          email: 'Lee.Morgan@example.com',
          name: 'Lee',
          role: 'staff',
          password: weak,
        }),
        weak,
      ).toMatchObject({
        refusal: 'weak_password',
        message: expect.stringMatching(/email address, your name or the business/),
      });
    for (const weak of ['abcabcabcabc', 'dana@example.com!'])
      expect(await reset.execute(actor, { email: 'dana@example.com' }, weak), weak).toMatchObject({
        refusal: 'weak_password',
      });
    expect(
      await reset.execute(actor, { email: 'dana@example.com' }, 'coastal dune wildflower 77'),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses short and common passwords, a taken e-mail and disabling the last owner', async () => {
    const actor = { kind: 'system' } as const;
    expect(
      await accounts.add.execute(actor, { email: 'a@x.co', name: 'A', role: 'owner', password: 'short' }),
    ).toMatchObject({
      refusal: 'weak_password',
    });
    expect(
      await accounts.add.execute(actor, {
        email: 'a@x.co',
        name: 'A',
        role: 'owner',
        password: 'PASSWORD1234',
      }),
    ).toMatchObject({ refusal: 'weak_password' });
    expect(
      await accounts.add.execute(actor, { email: 'DANA@example.com', name: 'D', role: 'owner', password }),
    ).toMatchObject({
      refusal: 'email_taken',
    });
    await accounts.add.execute(actor, { email: 'o@x.co', name: 'O', role: 'owner', password });
    expect(await accounts.disable.execute(actor, { email: 'o@x.co' })).toMatchObject({
      refusal: 'last_owner',
    });
  });
});
