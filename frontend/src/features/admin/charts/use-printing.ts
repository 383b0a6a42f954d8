// Whether the page is being (or has been) printed. A chart's table of a year of days is a few
// thousand cells: it is built when someone opens it or prints the page, not on every dashboard
// load. The browser announces printing with `beforeprint` (and the print media query) before it
// lays the page out, and the rows are rendered at once (flushSync) so they are on the paper.
// Once printed, the tables stay built (hidden on screen), so printing again needs nothing.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (printing) return;
    const start = () => flushSync(() => setPrinting(true));
    const query = typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined;
    const onChange = () => {
      if (query?.matches) start();
    };
    window.addEventListener('beforeprint', start);
    query?.addEventListener('change', onChange);
    return () => {
      window.removeEventListener('beforeprint', start);
      query?.removeEventListener('change', onChange);
    };
  }, [printing]);
  return printing;
}
