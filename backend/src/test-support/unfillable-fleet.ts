// The fleet the suites that are not about the calendar run with (the reliability suites, the
// e2e journeys): more units than any of their bursts of identical bookings can fill. A 409 for a
// full calendar is the availability suites' business (persistence/no-overbooking.test.ts).
export const unfillableFleet = '10-yard:999,15-yard:999,20-yard:999';
