// The driver's outbox (decision 0192): every action is written to the phone (IndexedDB) with its
// Idempotency-Key before it is sent, and sent in the order it was taken when there is a signal
// (on load and on the window's 'online' event). The server counts a replayed key once, so a
// send cut off after the server recorded it is simply sent again. A photo is uploaded first with
// a key of its own; its id is kept with the action, so a retry does not upload it twice.
import { adminCsrfHeader } from '@dumpster/domain';
import {
  driverDelivered,
  driverOnMyWay,
  driverPickedUp,
  driverProblem,
  driverUploadPhoto,
  fillPath,
} from '@dumpster/domain/api';

export const driverActionRoutes = {
  'on-my-way': driverOnMyWay,
  delivered: driverDelivered,
  'picked-up': driverPickedUp,
  problem: driverProblem,
} as const;
export type QueuedKind = keyof typeof driverActionRoutes;

export interface QueuedPhoto {
  readonly blob: Blob;
  readonly kind: 'placement' | 'scale_ticket' | 'problem';
  readonly capturedAt: string | null;
  /** The upload's own Idempotency-Key. */
  readonly key: string;
  /** The server's id once uploaded. */
  readonly id?: string;
}

export interface QueuedAction {
  /** The action's Idempotency-Key, also its key in the store. */
  readonly id: string;
  readonly kind: QueuedKind;
  readonly bookingId: string;
  /** What the driver sees in the waiting list. */
  readonly label: string;
  readonly body: Readonly<Record<string, unknown>>;
  readonly photo?: QueuedPhoto;
  readonly takenAt: string;
  /** The server's refusal (the office changed the stop meanwhile): not sent again. */
  readonly refused?: string;
}

export interface OutboxStore {
  all(): Promise<QueuedAction[]>;
  put(action: QueuedAction): Promise<void>;
  remove(id: string): Promise<void>;
}

const dbName = 'driver-outbox';
const storeName = 'actions';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function indexedDbStore(factory: IDBFactory): OutboxStore {
  const opened = new Promise<IDBDatabase>((resolve, reject) => {
    const open = factory.open(dbName, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(storeName, { keyPath: 'id' });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const objects = async (mode: IDBTransactionMode) =>
    (await opened).transaction(storeName, mode).objectStore(storeName);
  return {
    all: async () => request((await objects('readonly')).getAll() as IDBRequest<QueuedAction[]>),
    put: async (action) => {
      await request((await objects('readwrite')).put(action));
    },
    remove: async (id) => {
      await request((await objects('readwrite')).delete(id));
    },
  };
}

/** A store in memory: where the browser has no IndexedDB (tests), nothing survives a reload. */
export function memoryStore(): OutboxStore {
  const items = new Map<string, QueuedAction>();
  return {
    all: async () => [...items.values()],
    put: async (action) => {
      items.set(action.id, action);
    },
    remove: async (id) => {
      items.delete(id);
    },
  };
}

let shared: OutboxStore | undefined;
/** The phone's outbox: IndexedDB where the browser has it. */
export function openOutbox(): OutboxStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(indexedDB);
  return shared;
}

/** Pending actions, oldest first. */
export async function queuedActions(store: OutboxStore): Promise<QueuedAction[]> {
  return (await store.all()).sort((a, b) => (a.takenAt < b.takenAt ? -1 : a.takenAt > b.takenAt ? 1 : 0));
}

export type SendOutcome = 'sent' | 'waiting' | 'signed-out';

async function refusalText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string };
    return body.message ?? `Refused (${response.status})`;
  } catch {
    return `Refused (${response.status})`;
  }
}

async function sendOne(action: QueuedAction, store: OutboxStore, csrfToken: string): Promise<SendOutcome> {
  const base = { [adminCsrfHeader]: csrfToken };
  let current = action;
  if (current.photo && !current.photo.id) {
    const search = new URLSearchParams({ kind: current.photo.kind });
    if (current.photo.capturedAt) search.set('capturedAt', current.photo.capturedAt);
    const response = await fetch(
      `${fillPath(driverUploadPhoto.path, { bookingId: current.bookingId })}?${search}`,
      {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          ...base,
          'Content-Type': current.photo.blob.type || 'image/jpeg',
          'Idempotency-Key': current.photo.key,
        },
        body: current.photo.blob,
      },
    );
    if (response.status === 401) return 'signed-out';
    if (response.status >= 500) return 'waiting';
    if (!response.ok) {
      await store.put({ ...current, refused: await refusalText(response) });
      return 'sent';
    }
    const answer = (await response.json()) as { photo: { id: string } };
    current = { ...current, photo: { ...current.photo, id: answer.photo.id } };
    await store.put(current);
  }
  const photoId = current.photo?.id;
  const body =
    photoId === undefined
      ? current.body
      : current.kind === 'picked-up'
        ? { ...current.body, ticketPhotoId: photoId }
        : { ...current.body, photoIds: [photoId] };
  const route = driverActionRoutes[current.kind];
  const response = await fetch(fillPath(route.path, { bookingId: current.bookingId }), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...base, 'Content-Type': 'application/json', 'Idempotency-Key': current.id },
    body: JSON.stringify(body),
  });
  if (response.status === 401) return 'signed-out';
  if (response.status >= 500) return 'waiting';
  if (response.ok) await store.remove(current.id);
  else await store.put({ ...current, refused: await refusalText(response) });
  return 'sent';
}

let running: Promise<SendOutcome> | undefined;

/**
 * Sends what waits, oldest first, stopping at the first that cannot go (no signal): 'sent' when
 * nothing sendable is left. One send at a time: a second call while one runs waits for it.
 */
export function sendQueued(store: OutboxStore, csrfToken: string): Promise<SendOutcome> {
  const previous = running ?? Promise.resolve<SendOutcome>('sent');
  const next = previous.then(async () => {
    for (const action of await queuedActions(store)) {
      if (action.refused) continue;
      let outcome: SendOutcome;
      try {
        outcome = await sendOne(action, store, csrfToken);
      } catch {
        return 'waiting' as const; // no signal: fetch itself failed
      }
      if (outcome !== 'sent') return outcome;
    }
    return 'sent' as const;
  });
  running = next.finally(() => {
    if (running === next) running = undefined;
  });
  return next;
}
