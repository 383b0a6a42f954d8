// The owner's dashboard (decisions 0205, 0206): the figures of a range of Florida days beside the
// period before. Owners only: it shows money (quoted, invoiced, collected, receivables), and the
// business decided staff see money only invoice by invoice (decision 0206).
import { adminApiBase } from '../admin/admin-routes.ts';
import { adminDashboardSchema } from '../dashboard/dashboard-figures.ts';
import { dashboardQuerySchema } from '../dashboard/dashboard-range.ts';
import { access, declareRoute } from './route-declaration.ts';

export const adminDashboard = declareRoute({
  name: 'adminDashboard',
  method: 'get',
  path: `${adminApiBase}/dashboard`,
  access: access.signedIn('owner'),
  tag: 'Back office',
  summary: 'The owner’s dashboard for a range, with the period before (owners)',
  description:
    'Query: from, to (YYYY-MM-DD, Florida days, both included, at most 732 days), bucket (day, week or month; day when absent).',
  request: { query: dashboardQuerySchema },
  answers: {
    200: { description: 'The figures of the range and of the period before.', body: adminDashboardSchema },
  },
});

export const adminDashboardApi = [adminDashboard] as const;
