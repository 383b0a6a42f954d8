// `@dumpster/domain/samples`: data for tests and the mock API, kept out of the rules' entry.
export { type SampleBooking, sampleBooking } from './sample-booking.ts';
