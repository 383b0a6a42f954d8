// The mock API keeps the backend's Idempotency-Key promise: the same key with the same body
// replays the first answer (no second booking); the same key with another body is a 422.

interface StoredAnswer {
  readonly body: string;
  readonly status: number;
  readonly json: unknown;
}

export type IdempotentOutcome =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; json: unknown }
  | { kind: 'key_reused' };

export class IdempotencyStore {
  readonly #answers = new Map<string, StoredAnswer>();

  check(key: string | null, body: string): IdempotentOutcome {
    if (key === null) return { kind: 'new' };
    const stored = this.#answers.get(key);
    if (!stored) return { kind: 'new' };
    if (stored.body !== body) return { kind: 'key_reused' };
    return { kind: 'replay', status: stored.status, json: stored.json };
  }

  remember(key: string | null, body: string, status: number, json: unknown): void {
    if (key !== null) this.#answers.set(key, { body, status, json });
  }

  clear(): void {
    this.#answers.clear();
  }
}
