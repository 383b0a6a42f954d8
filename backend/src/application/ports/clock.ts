/** The one place the application reads the time, so tests can fix "now". */
export interface Clock {
  now(): Date;
}
