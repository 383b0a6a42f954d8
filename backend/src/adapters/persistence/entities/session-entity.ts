// Table `sessions` (migration 0006): a signed-in staff member's session, found by the SHA-256 of
// the cookie's token (the token itself is never stored).
import { defineEntity, p } from '@mikro-orm/core';
import { UserEntity } from './user-entity.ts';

export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    tokenHash: p.string().length(64).primary(),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade').index('sessions_user_id_index'),
    createdAt: p.datetime().defaultRaw('now()'),
    lastSeenAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime().index('sessions_expires_at_index'),
  },
});
