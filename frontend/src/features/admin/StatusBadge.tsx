import type { BookingStatus } from '@dumpster/domain';
import * as css from './admin.css.ts';
import { statusLabel, statusTone } from './format.ts';

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`${css.badge} ${css.badgeTone[statusTone(status)]}`}>{statusLabel(status)}</span>;
}
