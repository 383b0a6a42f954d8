// The plot is drawn at its container's width, so at 320 px the labels keep the page's text size
// instead of shrinking with a scaled drawing. Measured before paint and again on every resize.
import { type RefObject, useLayoutEffect, useState } from 'react';

/** Used until the container is measured (and in tests: jsdom has no layout). */
export const defaultPlotWidth = 640;

export function usePlotWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(defaultPlotWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
