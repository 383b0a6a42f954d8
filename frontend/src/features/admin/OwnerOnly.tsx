// Users and the fleet are an owner's (decision 0067): staff who reach the address read why, and
// the server refuses their calls with 403 anyway.
import { roleMayManageUsersAndFleet } from '@dumpster/domain';
import type { ReactNode } from 'react';
import * as css from './admin.css.ts';
import { useSession } from './session-context.ts';

export function OwnerOnly({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useSession();
  if (roleMayManageUsersAndFleet(user.role)) return children;
  return (
    <>
      <title>{`${title} · Back office`}</title>
      <h1 className={css.pageTitle}>{title}</h1>
      <p className={css.notice.error}>Only an owner can see this page.</p>
    </>
  );
}
