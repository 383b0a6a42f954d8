// `@dumpster/domain/samples`: data for tests and the mock API, kept out of the rules' entry.
export { type SampleBooking, sampleBooking } from './sample-booking.ts';
export {
  sampleCalendars,
  sampleHolidaySettings,
  sampleHurricaneSettings,
  sampleOneOpenWeekdaySettings,
} from './sample-calendars.ts';
