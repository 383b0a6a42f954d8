// A table wider than the screen scrolls inside this region (docs/architecture.md, "The back
// office"): a named tab stop so the arrow keys scroll it, with a focus ring, and a line above it
// saying it scrolls, shown only while it does (nothing else hints at columns out of sight).
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import * as css from './admin.css.ts';
import { scrollHint } from './admin-lists.css.ts';

export function TableRegion({ label, id, children }: { label: string; id?: string; children: ReactNode }) {
  const region = useRef<HTMLElement>(null);
  const [overflows, setOverflows] = useState(false);
  const hintId = useId();
  useEffect(() => {
    const node = region.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(node.scrollWidth > node.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {overflows ? (
        <p className={scrollHint} id={hintId}>
          Scroll the table sideways (or focus it and use the arrow keys) to see every column.
        </p>
      ) : null}
      <section
        ref={region}
        id={id}
        className={css.tableWrap}
        aria-label={label}
        aria-describedby={overflows ? hintId : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
        tabIndex={0}
      >
        {children}
      </section>
    </>
  );
}
