import { describe, expect, it } from 'vitest';
import { keysetCursors } from '../test-support/system-adapters.ts';
import { cursorScope } from './bookings/list-bookings.ts';

const cursors = keysetCursors();
const query = { sort: 'created', direction: 'desc', limit: 50 } as const;

describe('the keyset cursor', () => {
  it('reads back only its own cursors, for the sort they were made for', () => {
    const cursor = cursors.encode(cursorScope(query), {
      key: '2026-11-20T10:00:00.000Z',
      id: '70000000-0000-4000-8000-000000000000',
    });
    expect(cursors.decode(cursorScope(query), cursor)).toEqual({
      key: '2026-11-20T10:00:00.000Z',
      id: '70000000-0000-4000-8000-000000000000',
    });
    expect(cursors.decode(cursorScope({ ...query, sort: 'delivery' }), cursor)).toBeUndefined();
    expect(
      cursors.decode(
        cursorScope(query),
        Buffer.from('["created","desc","1; drop table","x"]').toString('base64url'),
      ),
    ).toBeUndefined();
    expect(cursors.decode(cursorScope(query), 'not base64 json')).toBeUndefined();
  });

  it('writes a contact requests cursor as it always did: the instant and the id, nothing else', () => {
    const keyset = { key: '2026-11-20T10:00:00.000Z', id: '70000000-0000-4000-8000-000000000000' };
    const cursor = cursors.encode([], keyset);
    expect(cursor).toBe(Buffer.from(JSON.stringify([keyset.key, keyset.id])).toString('base64url'));
    expect(cursors.decode([], cursor)).toEqual(keyset);
    expect(cursors.decode(cursorScope(query), cursor)).toBeUndefined();
  });
});
