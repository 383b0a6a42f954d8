// The signed-in staff member, for the pages under the signed-in layout.
import type { AdminSessionAnswer } from '@dumpster/domain';
import { createContext, use } from 'react';

export const SessionContext = createContext<AdminSessionAnswer | null>(null);

export function useSession(): AdminSessionAnswer {
  const session = use(SessionContext);
  if (!session) throw new Error('This page needs the signed-in layout (AdminLayout) above it');
  return session;
}
