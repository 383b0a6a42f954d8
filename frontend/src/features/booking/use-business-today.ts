import { businessDateAt } from '@dumpster/domain';
import { startTransition, useEffect, useState } from 'react';

/**
 * Today's date in Florida, or null during the first render. The page is rendered to HTML at
 * build time, when "today" is another day: reading the clock only after mount keeps the
 * hydrating render identical to the HTML.
 */
export function useBusinessToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    // A transition: the whole form re-renders with the dates, in slices that leave the phone's
    // main thread free for the visitor's first taps (a plain update would be one long task).
    startTransition(() => setToday(businessDateAt(new Date())));
  }, []);
  return today;
}
