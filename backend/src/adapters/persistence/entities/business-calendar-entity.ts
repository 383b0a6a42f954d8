// Tables `business_calendar` and `business_closures` (migration 0011, decision 0165): the owner's
// calendar. One row holds the closed weekdays and who saved them last; its absence means the
// owner never saved a calendar and the domain's default applies (Sunday closed, decision 0130).
// Each dated closure is a row of its own; the domain's schema keeps them from sharing a day.
import { defineEntity, p } from '@mikro-orm/core';

export const BusinessCalendarEntity = defineEntity({
  name: 'BusinessCalendar',
  tableName: 'business_calendar',
  properties: {
    /** Always 1: there is one calendar (the check constraint keeps a second row out). */
    id: p.integer().primary().autoincrement(false),
    /** Lower-case weekday names ('sunday'), as the domain's calendarSettingsSchema takes them. */
    closedWeekdays: p.json<string[]>(),
    updatedAt: p.datetime().defaultRaw('now()'),
    updatedBy: p.string().length(100),
  },
  checks: [{ name: 'business_calendar_one_row_check', expression: '"id" = 1' }],
});

export const BusinessClosureEntity = defineEntity({
  name: 'BusinessClosure',
  tableName: 'business_closures',
  properties: {
    fromDate: p.date().primary(),
    toDate: p.date(),
    reason: p.string().length(100),
  },
  checks: [{ name: 'business_closures_order_check', expression: '"to_date" >= "from_date"' }],
});
