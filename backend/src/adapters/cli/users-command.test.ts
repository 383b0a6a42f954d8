import { describe, expect, it } from 'vitest';
import { AddStaffAccount } from '../../application/staff/add-staff-account.ts';
import { DisableStaffAccount } from '../../application/staff/disable-staff-account.ts';
import { EnableStaffAccount } from '../../application/staff/enable-staff-account.ts';
import { ResetStaffPassword } from '../../application/staff/reset-staff-password.ts';
import { openTestStore } from '../../test-support/test-store.ts';
import { FakePasswordHasher } from '../memory/fake-password-hasher.ts';
import { FixedClock } from '../memory/fixed-clock.ts';
import { SequentialIds } from '../memory/sequential-ids.ts';
import { ShippedCommonPasswords } from '../system/common-passwords.ts';
import { runUsersCommand } from './users-command.ts';

async function setup(passwords: string[]) {
  const store = await openTestStore();
  const { unitOfWork } = store;
  const hasher = new FakePasswordHasher();
  const commonPasswords = new ShippedCommonPasswords();
  const clock = new FixedClock(new Date('2026-11-23T12:00:00Z'));
  const accounts = {
    add: new AddStaffAccount(unitOfWork, hasher, commonPasswords, clock, new SequentialIds()),
    disable: new DisableStaffAccount(unitOfWork, clock),
    enable: new EnableStaffAccount(unitOfWork, clock),
    resetPassword: new ResetStaffPassword(unitOfWork, hasher, commonPasswords, clock),
  };
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    readPassword: async () => passwords.shift() ?? '',
    out: (line: string) => out.push(line),
    err: (line: string) => err.push(line),
  };
  return { store, unitOfWork, run: (args: string[]) => runUsersCommand(args, io, accounts), out, err };
}

describe('npm run users', () => {
  it('adds the first owner with the password from stdin, never from an argument', async () => {
    const { store, run, out } = await setup(['tidal gravel orchid']);
    expect(
      await run(['add', '--email', 'Owner@Example.com', '--name', 'Olive Owner', '--role', 'owner']),
    ).toBe(0);
    expect(out).toEqual(['Added owner Owner@Example.com (Olive Owner).']);
    expect(await store.users()).toMatchObject([
      { email: 'Owner@Example.com', role: 'owner', disabledAt: null },
    ]);
    expect((await store.users())[0]?.passwordHash).not.toContain('Owner');
    expect((await store.auditEvents())[0]).toMatchObject({ action: 'user_added', actor: { kind: 'system' } });
  });

  it('adds a driver, who signs in on a phone with the same session rules (decision 0185)', async () => {
    const { store, run, out } = await setup(['tidal gravel orchid']);
    expect(await run(['add', '--email', 'dee@example.com', '--name', 'Dee Driver', '--role', 'driver'])).toBe(
      0,
    );
    expect(out).toEqual(['Added driver dee@example.com (Dee Driver).']);
    expect(await store.users()).toMatchObject([
      { email: 'dee@example.com', role: 'driver', disabledAt: null },
    ]);
  });

  it('refuses a common password and a missing or unknown role, with the usage for the latter', async () => {
    const { run, err } = await setup(['Password1234!']);
    expect(await run(['add', '--email', 'a@example.com', '--name', 'A', '--role', 'owner'])).toBe(1);
    expect(err[0]).toMatch(/commonly used/);
    expect(await run(['add', '--email', 'a@example.com', '--name', 'A', '--role', 'admin'])).toBe(2);
    expect(await run(['add', '--email', 'a@example.com', '--password', 'x'])).toBe(2);
    expect(err.at(-1)).toMatch(/Usage:/);
  });

  it('resets a password and disables an account, ending their sessions', async () => {
    const { store, unitOfWork, run, out } = await setup([
      'tidal gravel orchid',
      'tidal gravel orchid',
      'new tidal gravel 2',
    ]);
    await run(['add', '--email', 'o@example.com', '--name', 'O', '--role', 'owner']);
    await run(['add', '--email', 's@example.com', '--name', 'S', '--role', 'staff']);
    const userId = (await store.users())[1]?.id ?? '';
    await unitOfWork.transaction(({ sessions }) =>
      sessions.add({
        tokenHash: 'h',
        userId,
        createdAt: new Date(),
        lastSeenAt: new Date(),
        expiresAt: new Date(),
      }),
    );
    expect(await run(['reset-password', 'S@example.com'])).toBe(0);
    expect((await store.users())[1]?.passwordHash).toContain('new tidal gravel 2');
    expect((await store.outbox()).map(({ mail }) => [mail.kind, mail.to])).toEqual([
      ['staff-password-changed', 's@example.com'],
    ]);
    expect(await store.sessions()).toEqual([]);
    expect(await run(['disable', 's@example.com'])).toBe(0);
    expect(out.at(-1)).toBe('Disabled s@example.com; their sessions have ended.');
    expect(await run(['disable', 'o@example.com'])).toBe(1);
    expect(await run(['disable', 'nobody@example.com'])).toBe(1);
  });

  it('enables a disabled account again, which then signs in with its password as it was', async () => {
    const { store, run, out, err } = await setup(['tidal gravel orchid', 'tidal gravel orchid']);
    await run(['add', '--email', 'o@example.com', '--name', 'O', '--role', 'owner']);
    await run(['add', '--email', 's@example.com', '--name', 'S', '--role', 'staff']);
    expect(await run(['disable', 's@example.com'])).toBe(0);
    expect((await store.users())[1]?.disabledAt).not.toBeNull();
    expect(await run(['enable', 'S@Example.com'])).toBe(0);
    expect(out.at(-1)).toBe('Enabled s@example.com; they can sign in with their password.');
    expect((await store.users())[1]).toMatchObject({ disabledAt: null });
    expect((await store.users())[1]?.passwordHash).toContain('tidal gravel orchid');
    expect((await store.auditEvents()).map((event) => event.action)).toEqual([
      'user_added',
      'user_added',
      'user_disabled',
      'user_enabled',
    ]);
    expect(await run(['enable', 'nobody@example.com'])).toBe(1);
    expect(err.at(-1)).toBe('There is no such account');
    expect(await run(['enable'])).toBe(2);
  });
});
