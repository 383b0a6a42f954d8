// My booking links must open on every instance: on PostgreSQL (several instances share one
// database) the server refuses to start without SELF_SERVICE_SECRET, saying what to set, instead
// of generating a secret of its own that the other instances do not know (decision 0122). It
// refuses before it opens the database: the address given here has nothing listening.
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './test-support/server-process.ts';

describe('the server on PostgreSQL without SELF_SERVICE_SECRET', () => {
  it('does not start, and says what to set', { timeout: 60_000 }, async () => {
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none', SELF_SERVICE_SECRET: '' };
    const refusal = await startServerProcess({ env, readyWithinMs: 30_000 }).then(
      async (server) => {
        await server.stop();
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(refusal).toMatch(/exited before it was ready/);
    expect(refusal).toContain('SELF_SERVICE_SECRET: set it on PostgreSQL, the same on every instance');
    expect(refusal).not.toMatch(/ECONNREFUSED|could not start/);
  });
});
