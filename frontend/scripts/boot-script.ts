// The one script a prerendered page loads up front (docs/decisions/0030): it starts the app
// after the first paint. The page is complete without JavaScript, so nothing is gained by
// letting 200 KB of modules compete with the HTML for a slow link before the first paint;
// measured with Lighthouse's mobile preset, first paint went from 2.8 s to 1.1 s. Hidden tabs
// (no frames) start at once. The chunks of the page are preloaded in parallel, then the entry
// is imported.
import { createHash } from 'node:crypto';

export const bootSource = `const script = document.querySelector('script[data-entry]');
let started = false;
const start = () => {
  if (started || !script) return;
  started = true;
  for (const href of (script.dataset.preload || '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(script.dataset.entry);
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
`;

/** The boot script's file name in assets/, hashed like Vite's so it is cached for good. */
export function bootFileName(source: string = bootSource): string {
  return `boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
}
