// The owners' user management (decisions 0075, 0079): list, add, disable, reset a password.
import { adminRoutes } from '../admin/admin-routes.ts';
import {
  addUserRequestSchema,
  adminUserAnswerSchema,
  adminUsersListSchema,
  resetPasswordRequestSchema,
} from '../admin/admin-users.ts';
import { problemSchema, problemWithFieldsSchema } from './api-errors.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'Back office';
const owners = access.signedIn('owner');
const noSuchAccount = { description: 'There is no such account.', body: problemSchema('not_found') };

export const adminListUsers = declareRoute({
  name: 'adminListUsers',
  method: 'get',
  path: adminRoutes.users,
  access: owners,
  tag,
  summary: 'Staff accounts (owners)',
  answers: { 200: { description: 'Every account.', body: adminUsersListSchema } },
});

export const adminAddUser = declareRoute({
  name: 'adminAddUser',
  method: 'post',
  path: adminRoutes.users,
  access: owners,
  tag,
  summary: 'Add a staff account (owners)',
  request: { body: addUserRequestSchema, bodyDescription: 'E-mail, name, role and first password.' },
  answers: {
    201: { description: 'Added.', body: adminUserAnswerSchema },
    409: {
      description: 'An account with this e-mail exists already.',
      body: problemWithFieldsSchema('conflict'),
    },
  },
});

export const adminDisableUser = declareRoute({
  name: 'adminDisableUser',
  method: 'post',
  path: adminRoutes.userDisable,
  access: owners,
  tag,
  summary: 'Disable an account; its sessions end at once (owners)',
  answers: {
    200: { description: 'Disabled.', body: adminUserAnswerSchema },
    404: noSuchAccount,
    409: { description: 'Your own account, or the last active owner.', body: problemSchema('conflict') },
  },
});

export const adminResetPassword = declareRoute({
  name: 'adminResetPassword',
  method: 'post',
  path: adminRoutes.userResetPassword,
  access: owners,
  tag,
  summary: 'Set a new password; the account’s sessions end (owners)',
  request: { body: resetPasswordRequestSchema, bodyDescription: 'The new password.' },
  answers: { 200: { description: 'Set.', body: adminUserAnswerSchema }, 404: noSuchAccount },
});

export const adminUsersApi = [adminListUsers, adminAddUser, adminDisableUser, adminResetPassword] as const;
