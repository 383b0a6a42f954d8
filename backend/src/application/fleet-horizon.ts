// How far ahead the back office looks for over-committed days: the last day any booking taken
// today could still hold a unit (delivery at the end of the booking window, the longest rental).
import { addDays, bookingWindowDays, type DateRange, longestOnlineRentalDays } from '@dumpster/domain';

export function fleetHorizon(today: string): DateRange {
  return { from: today, to: addDays(today, bookingWindowDays + longestOnlineRentalDays) };
}
