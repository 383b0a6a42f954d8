// What the dispatch screens say of a stop and of a refusal.
import type { BoardStop } from '@dumpster/domain';
import { isApiError } from '../admin-store.tsx';

/** A stop's place as the screens and the announcements name it. */
export function placeOf(stop: BoardStop): string {
  const first = stop.parts[0];
  return first ? `${first.address}, ${first.city}` : stop.id;
}

/** The server's words for a refusal: the field's message, else the problem's, else a fallback. */
export function refusalOf(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const data = error.data as { message?: string; fields?: Record<string, string> } | undefined;
  return Object.values(data?.fields ?? {})[0] ?? data?.message ?? error.message;
}
