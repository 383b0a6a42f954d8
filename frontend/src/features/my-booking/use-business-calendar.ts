// The business's calendar for the change forms (decision 0168): GET /api/calendar once the page's
// api has loaded, as the domain's BusinessCalendar, with its closed days in words for the date
// fields. Until it answers the forms judge without it; the server judges with it anyway.
import { type BusinessCalendar, businessCalendar, closedDaysSummary } from '@dumpster/domain';
import { useEffect, useState } from 'react';
import type { ChangeFormProps } from './change-props.ts';

export interface LoadedCalendar {
  readonly calendar: BusinessCalendar;
  /** 'No deliveries or pickups on Sundays, or on ...': the fields' description. */
  readonly note: string;
}

export function useBusinessCalendar(ready: ChangeFormProps['ready']): LoadedCalendar | undefined {
  const [loaded, setLoaded] = useState<LoadedCalendar | undefined>();
  useEffect(() => {
    let current = true;
    ready()
      .then(([store, api]) => api.loadPublicCalendar(store))
      .then((answer) => {
        const settings = { closedWeekdays: answer.closedWeekdays, closures: answer.closures };
        if (current) setLoaded({ calendar: businessCalendar(settings), note: closedDaysSummary(settings) });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [ready]);
  return loaded;
}
