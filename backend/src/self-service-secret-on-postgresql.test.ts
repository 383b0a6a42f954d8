// My booking links must open on every instance: on PostgreSQL (several instances share one
// database) the server and the mail worker refuse to start without SELF_SERVICE_SECRET, saying
// what to set, instead of generating a secret of their own that the other instances do not know
// (decision 0122). They refuse before they open the database: nothing listens at the address.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const entries = { server: 'main.ts', 'mail worker': 'worker.ts' };

describe.each(Object.entries(entries))('the %s on PostgreSQL without SELF_SERVICE_SECRET', (_name, entry) => {
  it('does not start, and says what to set', () => {
    const run = spawnSync(process.execPath, [path.join(import.meta.dirname, entry)], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
        SELF_SERVICE_SECRET: '',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).toContain('SELF_SERVICE_SECRET: set it on PostgreSQL, the same on every instance');
    expect(run.stderr).not.toMatch(/ECONNREFUSED|could not start/);
    expect(run.status).toBe(2);
  });
});
