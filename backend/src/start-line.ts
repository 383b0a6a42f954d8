// What `npm start` tells the person who ran it, in one plain line as soon as the server listens:
// where the site is and where its data lives (never a password). The JSON log line
// 'server listening' carries the same facts for machines.
import path from 'node:path';
import { business } from '@dumpster/domain';
import type { Config } from './config.ts';

/** The database as a person finds it: PGlite's absolute folder, or PostgreSQL's database and host. */
export function databaseLocation(database: Config['database']): string {
  if (database.kind === 'pglite') return `embedded PGlite database in ${path.resolve(database.dataDir)}`;
  const url = new URL(database.url);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'the default database';
  // A socket folder may be given as ?host=/var/run/postgresql instead of a host name.
  const host = url.host || url.searchParams.get('host') || 'localhost';
  return `PostgreSQL database ${name} on ${host}`;
}

export function startLine(url: string, database: Config['database']): string {
  return `${business.shortName} is running at ${url} (${databaseLocation(database)}). Ctrl+C stops it.`;
}
