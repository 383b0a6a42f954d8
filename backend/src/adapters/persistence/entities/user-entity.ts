// Table `users` (spec section 3, "exists in the data model only"): no login uses it yet.
import { defineEntity, p } from '@mikro-orm/core';

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    username: p.string().length(100).unique(),
    passwordHash: p.string().length(255),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
