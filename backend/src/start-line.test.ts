import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseLocation, startLine } from './start-line.ts';

describe('the start line of npm start', () => {
  it('names the address and the embedded database by its absolute folder', () => {
    expect(startLine('http://localhost:3000', { kind: 'pglite', dataDir: './data' })).toBe(
      `Coastal Haul is running at http://localhost:3000 (embedded PGlite database in ${path.resolve('data')}). Ctrl+C stops it.`,
    );
  });

  it('names PostgreSQL by database and host, never its user or password', () => {
    const location = databaseLocation({
      kind: 'postgresql',
      url: 'postgres://app:s3cret-pass@db.internal:5433/dumpster?sslmode=require',
    });
    expect(location).toBe('PostgreSQL database dumpster on db.internal:5433');
    expect(location).not.toMatch(/s3cret|app@/);
  });

  it('names a PostgreSQL reached through a socket folder', () => {
    expect(
      databaseLocation({ kind: 'postgresql', url: 'postgres:///dumpster?host=/var/run/postgresql' }),
    ).toBe('PostgreSQL database dumpster on /var/run/postgresql');
  });
});
