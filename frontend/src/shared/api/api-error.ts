import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** What every failed call rejects with: the HTTP status (or a transport error kind) and a message. */
export interface ApiError {
  readonly status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** Spec section 8: `${status}: ${body text}`, or the status text when the body is empty. */
  readonly message: string;
  /** The parsed body when it was JSON (e.g. the 400's field errors), else undefined. */
  readonly data?: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function toApiError(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined): ApiError {
  if (typeof error.status === 'number') {
    const text = typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? '');
    const statusText = meta?.response?.statusText ?? '';
    return { status: error.status, message: `${error.status}: ${text || statusText}`, data: parseJson(text) };
  }
  return { status: error.status, message: error.error };
}
