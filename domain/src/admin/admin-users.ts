// Staff accounts, managed by an owner: list, add, disable, reset a password.
import * as v from 'valibot';
import { emailField, nameField } from '../validation/common-fields.ts';
import { missingFieldMessage } from '../validation/missing-field-message.ts';
import { staffRoles } from './admin-session.ts';
import { newPasswordField, passwordMessages } from './password-policy.ts';

export const userMessages = {
  role: 'Choose owner, staff or driver',
  emailTaken: 'An account with this email already exists',
  lastOwner: 'The last active owner cannot be disabled',
  self: 'You cannot disable your own account',
  /** A reset from the back office names the acting owner's own password (decision 0164). */
  currentPassword: 'Enter your own password to confirm',
  wrongCurrentPassword: 'Your own password is not correct',
} as const;

export const adminUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(staffRoles),
  createdAt: v.string(),
  /** Null while the account is active. */
  disabledAt: v.nullable(v.string()),
});
export type AdminUser = v.InferOutput<typeof adminUserSchema>;

export const adminUsersListSchema = v.object({ items: v.array(adminUserSchema) });

export const addUserRequestSchema = v.object(
  {
    email: emailField,
    name: nameField,
    role: v.picklist(staffRoles, userMessages.role),
    password: newPasswordField,
  },
  missingFieldMessage({ role: userMessages.role, password: passwordMessages.tooShort }),
);
export type AddUserRequest = v.InferOutput<typeof addUserRequestSchema>;

export const resetPasswordRequestSchema = v.object(
  {
    password: newPasswordField,
    currentPassword: v.pipe(
      v.string(userMessages.currentPassword),
      v.nonEmpty(userMessages.currentPassword),
      v.maxLength(1024, userMessages.wrongCurrentPassword),
    ),
  },
  missingFieldMessage({ password: passwordMessages.tooShort, currentPassword: userMessages.currentPassword }),
);
export type ResetPasswordRequest = v.InferOutput<typeof resetPasswordRequestSchema>;

/** 201 to add, 200 to disable and reset: the account as it is now. */
export const adminUserAnswerSchema = v.object({ user: adminUserSchema });
