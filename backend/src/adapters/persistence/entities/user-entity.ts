// Table `users` (spec section 3): the back office's staff accounts (migration 0006). The e-mail
// is unique whatever its case (an expression index, declared here so the schema check agrees).
import { defineEntity, p } from '@mikro-orm/core';

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(254),
    passwordHash: p.string().length(255),
    createdAt: p.datetime().defaultRaw('now()'),
    name: p.string().length(100),
    role: p.string().length(10),
    disabledAt: p.datetime().nullable(),
    passwordChangedAt: p.datetime().defaultRaw('now()'),
  },
  checks: [{ name: 'users_role_check', expression: `"role" in ('owner', 'staff')` }],
  indexes: [
    {
      name: 'users_email_lower_unique',
      expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
    },
  ],
});
