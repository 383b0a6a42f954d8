// The two dates of a rental as the booking form and the API carry them (ISO dates, Florida days).
// Its own file so the date rules and the calendar's rules both read it without importing each other.
export interface BookingDates {
  readonly deliveryDate: string;
  readonly pickupDate: string;
}
