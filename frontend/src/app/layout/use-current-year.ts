import { useEffect, useState } from 'react';

/**
 * The year for the footer. The first render uses the build's year, so build-time HTML and the
 * hydrating client agree; an effect then moves to the visitor's clock if the year has turned.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState<number>(__BUILD_YEAR__);
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);
  return year;
}
