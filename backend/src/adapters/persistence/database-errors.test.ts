import { describe, expect, it } from 'vitest';
import { StorageUnavailableError } from '../../application/storage-unavailable-error.ts';
import { guarded, isUnreachable } from './database-errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('sorting database failures', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    ['a server shutting down', withCode('57P01')],
    ['a statement timeout', withCode('57014')],
    ['a broken connection', withCode('08006')],
    ['a cause that was unreachable', new Error('wrapped', { cause: withCode('ECONNRESET') })],
  ])('counts %s as unreachable', (_case, error) => {
    expect(isUnreachable(error)).toBe(true);
  });

  it.each([
    ['a protocol violation from a bad value', withCode('08P01')],
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
  ])('does not count %s as unreachable', (_case, error) => {
    expect(isUnreachable(error)).toBe(false);
  });

  it('turns an unreachable database into StorageUnavailableError and lets other errors through', async () => {
    await expect(guarded(() => Promise.reject(withCode('ECONNREFUSED')))).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(guarded(() => Promise.reject(new TypeError('bug')))).rejects.toBeInstanceOf(TypeError);
  });
});
