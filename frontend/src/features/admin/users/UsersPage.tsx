// Staff accounts, for an owner (decision 0066): who can sign in, add one, disable one (their
// sessions end at once on the server), set a new password. Passwords follow the contract's policy.
import {
  type AddUserRequest,
  type AdminUser,
  addUserRequestSchema,
  resetPasswordRequestSchema,
  staffRoleLabels,
  staffRoles,
} from '@dumpster/domain';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { Button } from '../../../shared/ui/Button.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import * as lists from '../admin-lists.css.ts';
import { isApiError, useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { instantLabel } from '../format.ts';
import { OwnerOnly } from '../OwnerOnly.tsx';
import { useSession } from '../session-context.ts';
import { TableRegion } from '../TableRegion.tsx';
import { useNarrowScreen } from '../use-narrow-screen.ts';

type Errors = Partial<Record<string, string>>;

function issuesByField(issues: readonly v.BaseIssue<unknown>[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A 400's (or 409's) field errors, as the API's error shape names them, else its message. */
function serverErrors(error: unknown): Errors {
  if (!isApiError(error)) return { form: 'Something went wrong.' };
  const data = error.data as { message?: unknown; fields?: Record<string, string> } | undefined;
  if (data?.fields && typeof data.fields === 'object' && Object.keys(data.fields).length > 0)
    return { ...data.fields };
  return { form: typeof data?.message === 'string' ? data.message : error.message };
}

const roleLabels = staffRoleLabels;

export function UsersPage() {
  return (
    <OwnerOnly title="Users">
      <Users />
    </OwnerOnly>
  );
}

function Users() {
  const users = useAdminQuery(adminApi.endpoints.users, undefined, 'users');
  // On a phone each user is a card with its actions (decision 0128): a table's last column is
  // out of sight there.
  const narrow = useNarrowScreen();
  return (
    <>
      <title>Users · Back office</title>
      <h1 className={css.pageTitle}>Users</h1>
      <AddUserForm />
      {users.error && users.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The users could not load: {users.error.message}
        </p>
      ) : null}
      {narrow ? (
        <ul aria-label="Users" className={lists.cards}>
          {users.data?.items.map((user) => (
            <li key={user.id} className={lists.card}>
              <p className={lists.cardHead}>
                <strong>{user.name}</strong>
              </p>
              <dl className={lists.cardFacts}>
                <dt>Email</dt>
                <dd>{user.email}</dd>
                <dt>Role</dt>
                <dd>{roleLabels[user.role]}</dd>
                <dt>Since</dt>
                <dd>{instantLabel(user.createdAt)}</dd>
                <dt>State</dt>
                <dd>{stateOf(user)}</dd>
              </dl>
              <UserActions user={user} />
            </li>
          ))}
        </ul>
      ) : (
        <TableRegion label="Users table">
          <table className={css.table}>
            <caption className={css.muted} style={{ textAlign: 'start', padding: '0.5rem 0.75rem' }}>
              Everyone who can sign in to the back office
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Since</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.data?.items.map((user) => (
                <tr key={user.id}>
                  <th scope="row">{user.name}</th>
                  <td>{user.email}</td>
                  <td>{roleLabels[user.role]}</td>
                  <td>{instantLabel(user.createdAt)}</td>
                  <td>{stateOf(user)}</td>
                  <td>
                    <UserActions user={user} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </>
  );
}

const stateOf = (user: AdminUser) =>
  user.disabledAt ? `Disabled ${instantLabel(user.disabledAt)}` : 'Active';

/** Disable and reset the password: in the table's last column, or on the user's card on a phone. */
function UserActions({ user }: { user: AdminUser }) {
  const { user: me } = useSession();
  const [disable, { isPending }] = useAdminMutation(adminApi.endpoints.disableUser);
  const [failure, setFailure] = useState<string | undefined>();
  return (
    <>
      <div className={css.row}>
        {user.disabledAt || user.id === me.id ? null : (
          <Button
            size="sm"
            variant="outline"
            isDisabled={isPending}
            aria-label={`Disable ${user.name}`}
            onPress={async () => {
              setFailure(undefined);
              try {
                await disable(user.id);
              } catch (error) {
                setFailure(serverErrors(error).form ?? 'The account could not be disabled.');
              }
            }}
          >
            Disable
          </Button>
        )}
        {user.disabledAt ? null : <ResetPasswordDialog user={user} />}
      </div>
      <div role="alert">{failure ? <p className={css.notice.error}>{failure}</p> : null}</div>
    </>
  );
}

function ResetPasswordDialog({ user }: { user: AdminUser }) {
  const [reset] = useAdminMutation(adminApi.endpoints.resetPassword);
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  return (
    <Dialog
      title={`New password for ${user.name}`}
      trigger={
        <Button size="sm" variant="ghost" aria-label={`Reset password for ${user.name}`}>
          Reset password
        </Button>
      }
    >
      {(close) =>
        done ? (
          <>
            <p role="status">The password is changed; {user.name}'s sessions have ended.</p>
            <Button size="sm" onPress={close}>
              Close
            </Button>
          </>
        ) : (
          <form
            onSubmit={async (event) => {
              event.preventDefault();
              const parsed = v.safeParse(resetPasswordRequestSchema, { password, currentPassword });
              if (!parsed.success) return setErrors(issuesByField(parsed.issues));
              try {
                await reset({ id: user.id, ...parsed.output });
                setDone(true);
              } catch (error) {
                setErrors(serverErrors(error));
              }
            }}
          >
            <div role="alert">{errors.form ? <p className={css.notice.error}>{errors.form}</p> : null}</div>
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              description="At least 12 characters"
              value={password}
              onChange={setPassword}
              errorMessage={errors.password}
              isRequired
            />
            <TextField
              label="Your own password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              description={`To confirm it is you; ${user.name} is e-mailed that their password changed`}
              value={currentPassword}
              onChange={setCurrentPassword}
              errorMessage={errors.currentPassword}
              isRequired
            />
            <div className={css.row} style={{ marginTop: '1rem' }}>
              <Button type="submit" size="sm">
                Set password
              </Button>
            </div>
          </form>
        )
      }
    </Dialog>
  );
}

const emptyUser = { email: '', name: '', role: 'staff', password: '' };

function AddUserForm() {
  const [addUser, { isPending }] = useAdminMutation(adminApi.endpoints.addUser);
  const [values, setValues] = useState(emptyUser);
  const [errors, setErrors] = useState<Errors>({});
  const [added, setAdded] = useState<string | undefined>();
  const set = (key: keyof typeof emptyUser) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(undefined);
    const parsed = v.safeParse(addUserRequestSchema, values);
    if (!parsed.success) return setErrors(issuesByField(parsed.issues));
    setErrors({});
    try {
      const { user } = await addUser(parsed.output as AddUserRequest);
      setValues(emptyUser);
      setAdded(`${user.name} can now sign in as ${roleLabels[user.role].toLowerCase()}.`);
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };
  return (
    <section aria-labelledby="add-user-title" className={css.panel}>
      <h2 id="add-user-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Add a user
      </h2>
      <div role="status">{added ? <p className={css.notice.success}>{added}</p> : null}</div>
      <div role="alert">{errors.form ? <p className={css.notice.error}>{errors.form}</p> : null}</div>
      <form onSubmit={submit} className={css.filters} noValidate>
        <TextField
          label="Name"
          name="name"
          value={values.name}
          onChange={set('name')}
          errorMessage={errors.name}
          isRequired
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={values.email}
          onChange={set('email')}
          errorMessage={errors.email}
          isRequired
        />
        <NativeSelect
          label="Role"
          name="role"
          value={values.role}
          onChange={set('role')}
          options={staffRoles.map((role) => ({ value: role, label: roleLabels[role] }))}
          errorMessage={errors.role}
          isRequired
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          description="At least 12 characters"
          value={values.password}
          onChange={set('password')}
          errorMessage={errors.password}
          isRequired
        />
        <Button type="submit" size="sm" isDisabled={isPending}>
          Add user
        </Button>
      </form>
    </section>
  );
}
