import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Text } from 'react-aria-components/Text';
import type { QueuedToast } from 'react-aria-components/Toast';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components/Toast';
import { close, content, description, region, titleVariant, toast as toastClass } from './toast.css.ts';
import { type ToastContent, toastQueue } from './toast-queue.ts';

/** A swipe to the right of at least this many pixels dismisses a toast (spec section 9). */
export const SWIPE_THRESHOLD_PX = 50;

function SwipeableToast({ toast }: { toast: QueuedToast<ToastContent> }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (start.current === null) return;
    setOffset(Math.max(0, event.clientX - start.current));
  }
  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    setOffset(0);
    if (distance >= SWIPE_THRESHOLD_PX) toastQueue.close(toast.key);
  }

  const { variant } = toast.content;
  return (
    <AriaToast
      toast={toast}
      className={toastClass[variant]}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : {}}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      <AriaToastContent className={content}>
        <Text slot="title" className={titleVariant[variant]}>
          {toast.content.title}
        </Text>
        {toast.content.description ? (
          <Text slot="description" className={description}>
            {toast.content.description}
          </Text>
        ) : null}
      </AriaToastContent>
      <Button slot="close" className={close} aria-label="Dismiss notification">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
          <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
    </AriaToast>
  );
}

/**
 * Where toasts appear. React Aria announces each toast, pauses its timer while the region is
 * hovered or focused, and returns focus when it closes; F8 moves focus to the region.
 */
export function ToastRegion() {
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'F8') return;
      const target =
        regionRef.current?.querySelector<HTMLElement>('[role="alertdialog"]') ?? regionRef.current;
      if (!target) return;
      event.preventDefault();
      target.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <AriaToastRegion queue={toastQueue} ref={regionRef} className={region} aria-label="Notifications (F8)">
      {({ toast }) => <SwipeableToast toast={toast} />}
    </AriaToastRegion>
  );
}
