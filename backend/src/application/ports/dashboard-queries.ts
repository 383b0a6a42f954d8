// The owner's dashboard reads its facts through one query (decision 0205): the domain's
// `dashboardFigures` counts them, so each figure is defined once.
import type { DashboardFacts, DashboardRange } from '@dumpster/domain';

export type DashboardReadFacts = Omit<DashboardFacts, 'receivables'>;

export interface DashboardQueries {
  /**
   * The facts of `window` (the range and its period before): bookings made in it or whose box was
   * out in it, their changes to confirmed or cancelled, contact requests, final invoices and
   * credit notes by issue date, payments and refunds by date; and, as of `today`, the containers
   * in service per size and the boxes out past their pickup date.
   */
  facts(window: DashboardRange, today: string): Promise<DashboardReadFacts>;
}
