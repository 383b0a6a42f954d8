// The owners' account screen through its API (decisions 0163, 0164): a reset names the acting
// owner's own password and e-mails the account through the outbox; two owners disabling each
// other at once leave one owner.
import { adminRoutes, mailSubjects } from '@dumpster/domain';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reliabilityDatabases } from '../reliability/support/databases.ts';
import {
  type ComposedAdminServer,
  type SignedIn,
  sameOrigin,
  startComposedAdminServer,
} from '../test-support/composed-admin-server.ts';
import type { Composition } from './container.ts';

const password = 'a password long enough';
const newPassword = 'a brand new long secret';

describe.each(reliabilityDatabases())('the owners’ account screen on $name', (database) => {
  let server: ComposedAdminServer;
  let composition: Composition;
  let app: Express;
  const ids: Record<string, string> = {};

  const post = (as: SignedIn, path: string, body?: object) => {
    const req = request(app).post(path).set('Cookie', as.cookie).set(sameOrigin).set('X-CSRF-Token', as.csrf);
    return body ? req.send(body) : req;
  };
  const resetPath = (id: string) => adminRoutes.userResetPassword.replace(':id', id);
  const disablePath = (id: string) => adminRoutes.userDisable.replace(':id', id);

  beforeAll(async () => {
    server = await startComposedAdminServer(database);
    ({ composition, app } = server);
    for (const [email, name, role] of [
      ['olive@example.com', 'Olive Owner', 'owner'],
      ['oscar@example.com', 'Oscar Owner', 'owner'],
      ['dee@example.com', 'Dee Dispatch', 'staff'],
    ] as const) {
      const added = await server.accounts.add.execute({ kind: 'system' }, { email, name, role, password });
      if (!added.ok) throw new Error(added.message);
      ids[email] = added.user.id;
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('asks for the acting owner’s own password to reset another’s, and e-mails the account', async () => {
    const olive = await server.signIn('olive@example.com', password);
    const target = ids['oscar@example.com'] ?? '';
    const missing = await post(olive, resetPath(target), { password: newPassword });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['currentPassword']);
    const wrong = await post(olive, resetPath(target), {
      password: newPassword,
      currentPassword: 'not my password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: 'Your own password is not correct' });
    expect((await server.signIn('oscar@example.com', password)).status).toBe(200);

    const done = await post(olive, resetPath(target), { password: newPassword, currentPassword: password });
    expect(done.status).toBe(200);
    expect((await server.signIn('oscar@example.com', newPassword)).status).toBe(200);
    const messages = await composition.orm.em
      .getConnection()
      .execute<{ kind: string; recipient: string; subject: string; text_body: string }[]>(
        `select "kind", "recipient", "subject", "text_body" from "outbox_messages" where "kind" = 'staff-password-changed'`,
      );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      recipient: 'oscar@example.com',
      subject: mailSubjects.staffPasswordChanged(),
    });
    expect(messages[0]?.text_body).toContain('Olive Owner');
    expect(messages[0]?.text_body).not.toContain(newPassword);
  });

  it('leaves one owner when two owners disable each other at once', async () => {
    const olive = await server.signIn('olive@example.com', password);
    const oscar = await server.signIn('oscar@example.com', newPassword);
    const answers = await Promise.all([
      post(olive, disablePath(ids['oscar@example.com'] ?? '')),
      post(oscar, disablePath(ids['olive@example.com'] ?? '')),
    ]);
    // One is disabled; the other is refused by the last-owner rule, or finds its own session ended.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual([
      expect.toBeOneOf([401, 409]),
    ]);
    const [counted] = await composition.orm.em
      .getConnection()
      .execute<{ owners: number }[]>(
        `select count(*)::int as "owners" from "users" where "role" = 'owner' and "disabled_at" is null`,
      );
    expect(counted?.owners).toBe(1);
  });
});
