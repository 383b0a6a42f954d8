// Table `users` (spec section 3): the back office's staff accounts (migration 0006). The e-mail
// is unique in its canonical form (decision 0162), kept in its own column.
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
    /** Raised by every new password, not by a rehash (migration 0010, decision 0161). */
    passwordVersion: p.integer().default(1),
    /** The domain's canonicalEmail of `email` (migration 0009, decision 0162): compared byte for byte. */
    emailCanonical: p.text(),
  },
  checks: [{ name: 'users_role_check', expression: `"role" in ('owner', 'staff', 'driver')` }],
  indexes: [
    {
      name: 'users_email_canonical_unique',
      expression: 'create unique index "users_email_canonical_unique" on "users" ("email_canonical")',
    },
  ],
});
