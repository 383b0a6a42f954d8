// The one toast queue of the app (spec sections 8 and 9): any module may call showToast; the
// ToastRegion in the layout renders it. At most one toast is visible: a new one replaces it.
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export type ToastVariant = 'success' | 'destructive';

export interface ToastContent {
  readonly title: string;
  readonly description?: string;
  readonly variant: ToastVariant;
}

export interface ShowToastOptions extends ToastContent {
  /** Milliseconds before it closes by itself; 5000 unless given (spec section 9). */
  readonly timeout?: number;
}

export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });

/** Shows a toast and returns its key; any toast already showing is dismissed first. */
export function showToast({ timeout = DEFAULT_TOAST_TIMEOUT_MS, ...content }: ShowToastOptions): string {
  for (const visible of toastQueue.visibleToasts) toastQueue.close(visible.key);
  return toastQueue.add(content, { timeout });
}

export function dismissToast(key: string): void {
  toastQueue.close(key);
}
