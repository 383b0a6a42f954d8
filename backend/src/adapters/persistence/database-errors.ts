// Sorting database failures: "unreachable" becomes the application's StorageUnavailableError
// (answered 503), a taken unique key is recognised, anything else stays unexpected (500).
import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { StorageUnavailableError } from '../../application/storage-unavailable-error.ts';

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled: the statement timeout fired
  '53300', // too_many_connections
]);

const unreachableMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection is closed',
  'Client has encountered a connection error',
  'PGlite is closed',
];

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

export function isUnreachable(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  const code = codeOf(error);
  // Class 08 is "connection exception" in PostgreSQL's error codes, except 08P01 (protocol
  // violation), which a bad value causes, not an outage: that one is a bug, answered 500.
  if (code && (unreachableCodes.has(code) || (code.startsWith('08') && code !== '08P01'))) return true;
  const message = error instanceof Error ? error.message : '';
  if (unreachableMessages.some((fragment) => message.includes(fragment))) return true;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause && cause !== error) return isUnreachable(cause);
  if (error instanceof AggregateError) return error.errors.some(isUnreachable);
  return false;
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException || codeOf(error) === '23505';
}

/** A unique violation of this constraint (by name: another unique key is another fault). */
export function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  if (!isUniqueViolation(error)) return false;
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { constraint?: unknown }).constraint === constraint) return true;
    if (current.message.includes(`"${constraint}"`)) return true;
  }
  return false;
}

type UnreachableListener = (error: unknown) => void;
const unreachableListeners = new Set<UnreachableListener>();

/** Hears every "database unreachable" a guarded call meets (to heal it); returns the unsubscribe. */
export function onUnreachable(listener: UnreachableListener): () => void {
  unreachableListeners.add(listener);
  return () => unreachableListeners.delete(listener);
}

/**
 * How long a request waits on the database before it is answered 503 (decision 0042: "within a
 * second"). A network partition sends no error at all: without a deadline a query on a pooled
 * connection waits forever (statement_timeout is enforced by a server that never hears it).
 */
export const requestDeadlineMs = 900;

class DeadlineExceeded extends Error {
  override name = 'DeadlineExceeded';
}

/**
 * Runs a database call, turning an unreachable database, or one that does not answer within
 * `deadlineMs` (null: no deadline, for background work), into StorageUnavailableError.
 */
export async function guarded<T>(
  work: () => Promise<T>,
  deadlineMs: number | null = requestDeadlineMs,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const pending = work();
  const contenders: Promise<T>[] = [pending];
  if (deadlineMs !== null) {
    contenders.push(
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new DeadlineExceeded(`no answer within ${deadlineMs} ms`)),
          deadlineMs,
        );
      }),
    );
  }
  try {
    return await Promise.race(contenders);
  } catch (error) {
    if (error instanceof DeadlineExceeded) {
      // The call may still settle later; nobody is waiting for it any more.
      pending.catch(() => {});
      throw new StorageUnavailableError('database did not answer in time', { cause: error });
    }
    if (isUnreachable(error)) {
      for (const listener of unreachableListeners) listener(error);
      throw new StorageUnavailableError('database unreachable', { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
