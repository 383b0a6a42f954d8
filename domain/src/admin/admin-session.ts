// Signing in to the back office and the answer that says who is signed in.
import * as v from 'valibot';
import { missingFieldMessage } from '../validation/missing-field-message.ts';

export const staffRoles = ['owner', 'staff', 'driver'] as const;
/**
 * owner: everything, plus users, the fleet, containers and trucks; staff: everything else of the
 * back office; driver: only the driver's own stops of the day (decision 0185), signed in with the
 * same session rules, refused (403) on every back-office route.
 */
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

export const signInMessages = {
  email: 'Please enter your email address',
  password: 'Please enter your password',
  /** The one answer for an unknown e-mail, a wrong password and a disabled account (no enumeration). */
  refused: 'That email and password do not match an active account.',
  throttled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;

export const signInRequestSchema = v.object(
  {
    email: v.pipe(
      v.string(signInMessages.email),
      v.trim(),
      v.nonEmpty(signInMessages.email),
      v.maxLength(254),
    ),
    password: v.pipe(
      v.string(signInMessages.password),
      v.nonEmpty(signInMessages.password),
      v.maxLength(1024),
    ),
  },
  missingFieldMessage(signInMessages),
);
export type SignInRequest = v.InferOutput<typeof signInRequestSchema>;

export const staffUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(staffRoles),
});
export type StaffUser = v.InferOutput<typeof staffUserSchema>;

/**
 * The answer to a sign-in (200) and to GET /api/admin/session: the user, and the token to send
 * in the X-CSRF-Token header of every state-changing request of this session.
 */
export const adminSessionAnswerSchema = v.object({
  user: staffUserSchema,
  csrfToken: v.string(),
  /** When the session ends at the latest (absolute expiry), ISO 8601. */
  expiresAt: v.string(),
  /** Minutes of inactivity after which the session ends. */
  idleMinutes: v.number(),
});
export type AdminSessionAnswer = v.InferOutput<typeof adminSessionAnswerSchema>;

/** The roles the back office's screens are for (a driver's are the phone's). */
export const backOfficeRoles = ['owner', 'staff'] as const satisfies readonly StaffRole[];

export function isBackOfficeRole(role: StaffRole): boolean {
  return (backOfficeRoles as readonly StaffRole[]).includes(role);
}

export const staffRoleLabels: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  staff: 'Staff',
  driver: 'Driver',
};

/** What each role may do (the server decides; the screens hide what is not allowed). */
export function roleMayManageUsersAndFleet(role: StaffRole): boolean {
  return role === 'owner';
}
