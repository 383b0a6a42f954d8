// The owner's dashboard (decision 0205): one call of its use case.
import type { adminDashboardApi } from '@dumpster/domain/api';
import type { HandlersOf } from '../routing/route-handler.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

export function adminDashboardHandlers({
  dashboard,
}: AdminDependencies): HandlersOf<typeof adminDashboardApi> {
  return {
    adminDashboard: async ({ query }) => ({ status: 200, body: await dashboard.read.execute(query) }),
  };
}
