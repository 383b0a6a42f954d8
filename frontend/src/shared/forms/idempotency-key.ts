// Shared by the booking and contact forms (decision 0028).
// One Idempotency-Key per submission attempt (decision 0026): a retry of the same, unchanged form
// sends the same key, so a double click or a retry after a failure never books twice; changed
// values or a success start a new attempt with a new key.

/** A random v4 UUID; crypto.randomUUID exists only in secure contexts, so fall back to bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /** The key for sending this payload: the previous attempt's when the payload is unchanged. */
  keyFor(payload: unknown): string;
  /** The attempt succeeded: the next submission is a new attempt. */
  finish(): void;
}

export function createIdempotencyKeys(makeKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let attempt: { payload: string; key: string } | undefined;
  return {
    keyFor(payload) {
      const serialized = JSON.stringify(payload);
      if (attempt?.payload !== serialized) attempt = { payload: serialized, key: makeKey() };
      return attempt.key;
    },
    finish() {
      attempt = undefined;
    },
  };
}
