// Until when a "My booking" link works: 30 days after the pickup date, to the end of that day in
// Florida (decision 0090: "valid until 30 days after pickup"), that is the start of the 31st day.
// The domain's 24-hour limit of a day is that day's start minus 24 real hours, so adding them
// back gives the start of the day exactly, daylight-saving changes included.
import { addDays, selfServiceDeadline } from '@dumpster/domain';

export const accessLinkDaysAfterPickup = 30;

const dayMs = 86_400_000;

export function accessTokenExpiry(pickupDate: string): Date {
  const endDay = addDays(pickupDate, accessLinkDaysAfterPickup + 1);
  return new Date(selfServiceDeadline(endDay).getTime() + dayMs);
}
