// The fleet the reliability suites run with: more units than any of their bursts of identical
// bookings can fill, since they judge storage, bodies and connections, not the calendar. A 409
// for a full calendar is the availability suites' business (persistence/no-overbooking.test.ts).
export const unfillableFleet = '10-yard:999,15-yard:999,20-yard:999';
