// The layout's place for toasts. Toasts come only after a form is sent, so the region's react-aria
// code loads with the first toast instead of with every page (docs/decisions/0047); once there it
// stays, so later toasts show at once.
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastQueue } from './toast-queue.ts';

const ToastRegion = lazy(() =>
  import('./ToastRegion.tsx').then((module) => ({ default: module.ToastRegion })),
);

const hasToast = () => toastQueue.visibleToasts.length > 0;
const noToastOnServer = () => false;

export function ToastRegionOnDemand() {
  const showing = useSyncExternalStore(
    (listener) => toastQueue.subscribe(listener),
    hasToast,
    noToastOnServer,
  );
  const [needed, setNeeded] = useState(false);
  if (showing && !needed) setNeeded(true);
  if (!needed && !showing) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
