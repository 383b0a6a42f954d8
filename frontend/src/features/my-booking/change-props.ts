// What each change form gets from the page: the booking as last read, the link's token, the
// lazily loaded API, and where to hand the changed booking.
import type { MyBookingView } from '@dumpster/domain';
import type { AppStore } from '../../shared/api/store.ts';

export type MyBookingApiModule = typeof import('./my-booking-api.ts');

export interface ChangeFormProps {
  readonly booking: MyBookingView;
  readonly token: string;
  readonly ready: () => Promise<[AppStore, MyBookingApiModule]>;
  readonly onChanged: (booking: MyBookingView) => void;
}
