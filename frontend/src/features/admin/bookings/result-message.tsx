// The sentence that says what a change came to, in a live region, taking the focus (WCAG 2.4.3,
// decision 0128): the pressed button may be gone or far away, and the next Tab goes on from here.
import { useEffect, useRef, useState } from 'react';
import * as css from '../admin.css.ts';
import { isApiError } from '../admin-store.tsx';

interface Result {
  readonly ok: boolean;
  readonly text: string;
  /** Tells one outcome from the next with the same words, so each takes the focus. */
  readonly count: number;
}

export function useResultMessage() {
  const [result, setResult] = useState<Result | undefined>();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) ref.current?.focus();
  }, [result]);
  const settle = (ok: boolean, text: string) =>
    setResult((last) => ({ ok, text, count: (last?.count ?? 0) + 1 }));
  const sentence = (ok: boolean) =>
    result?.ok === ok ? (
      <p ref={ref} tabIndex={-1} className={ok ? css.notice.success : css.notice.error}>
        {result.text}
      </p>
    ) : null;
  const view = (
    <>
      <div role="alert">{sentence(false)}</div>
      <div role="status">{sentence(true)}</div>
    </>
  );
  return { settle, clear: () => setResult(undefined), view };
}

/** A failed call's sentence and field messages, in the server's words when it gave them. */
export function failureOf(
  error: unknown,
  fallback: string,
): { text: string; fields: Record<string, string> } {
  if (!isApiError(error)) return { text: fallback, fields: {} };
  const data = error.data as { message?: unknown; fields?: unknown } | undefined;
  const fields =
    data?.fields && typeof data.fields === 'object' ? (data.fields as Record<string, string>) : {};
  const first = Object.values(fields)[0];
  if (typeof data?.message === 'string' && data.message !== '' && !first)
    return { text: data.message, fields };
  if (first) return { text: `${fallback} ${first}`, fields };
  if (typeof error.status !== 'number')
    return { text: `${fallback} The server could not be reached.`, fields };
  return { text: `${fallback} (${error.message})`, fields };
}
