import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TOAST_TIMEOUT_MS, showToast, toastQueue } from './toast-queue.ts';

afterEach(() => toastQueue.clear());

describe('showToast', () => {
  it('shows a toast with a five-second timeout by default', () => {
    showToast({ title: 'Message sent!', variant: 'success' });
    expect(toastQueue.visibleToasts).toHaveLength(1);
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(DEFAULT_TOAST_TIMEOUT_MS);
    expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(5000);
  });

  it('keeps at most one toast visible: the newest replaces the one showing', () => {
    showToast({ title: 'Message sent!', variant: 'success' });
    showToast({ title: 'Booking Failed', description: 'Try again.', variant: 'destructive' });
    expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toEqual(['Booking Failed']);
  });
});
