/** New record ids and booking references, made by the application so a reply can be recorded before it is sent. */
export interface IdGenerator {
  /** A new UUID. */
  next(): string;
  /** A new booking reference (domain: booking-reference.ts). */
  bookingReference(): string;
}
