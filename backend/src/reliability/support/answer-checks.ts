// What every answer of the API must look like, whatever was sent: a status from the allowed
// set, a JSON body, and no trace of the server's insides (stack frames, paths, driver errors).
import { expect } from 'vitest';
import type { Answer } from './running-app.ts';

export const allowedSubmissionStatuses = [201, 400, 413, 415, 422];

const leaks = [
  /\n\s+at\s/, // a stack frame
  /\bat [\w$.<>]+ \(/,
  /node_modules/,
  /\/work\/|\/src\/|\\src\\/,
  /\.ts:\d+/,
  /\b(TypeError|ReferenceError|SyntaxError|RangeError)\b/,
  /\b(Mikro|PGlite|pg_|postgres|sql|insert into|violates)\b/i,
];

export function leakIn(text: string): RegExp | undefined {
  return leaks.find((pattern) => pattern.test(text));
}

/** Throws (failing the property) when the answer breaks the contract of docs/api.md. */
export function expectWellFormed(
  answer: Answer,
  allowed: readonly number[] = allowedSubmissionStatuses,
): void {
  expect(allowed, `unexpected status ${answer.status}: ${answer.text.slice(0, 300)}`).toContain(
    answer.status,
  );
  expect(answer.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  expect(leakIn(answer.text), answer.text.slice(0, 300)).toBeUndefined();
  if (answer.status >= 400) {
    const body = answer.json as Record<string, unknown>;
    expect(typeof body?.error).toBe('string');
    expect(typeof body?.message).toBe('string');
    expect(body?.requestId).toBe(answer.headers.get('x-request-id'));
  }
}
