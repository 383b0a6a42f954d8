// The hostile-input fuzz properties (decision 0061), one route at a time: each generated case is sent as built, the
// answer must be well formed and carry exactly the oracle's status (and the depth message when,
// and only when, the oracle says the body is too deep), and each 201 is handed back with what it
// was judged on, for the comparison with the stored rows.
import fc from 'fast-check';
import { expect } from 'vitest';
import { expectWellFormed } from './answer-checks.ts';
import { charsetCases, charsetVerdict } from './fuzz-charsets.ts';
import { type Judgement, structureCases, structureVerdict, tooDeepMessage } from './fuzz-structures.ts';
import { type Answer, send } from './running-app.ts';

export interface FuzzTarget {
  readonly baseUrl: string;
  readonly path: string;
  /** The domain schema on a parsed body in its storage form. */
  readonly judge: (value: unknown) => Judgement;
  readonly onCreated: (answer: Answer, judged: unknown) => void;
}

interface Case {
  readonly body: string | Uint8Array;
  readonly contentType: string;
  readonly label: string;
  readonly verdict: { readonly status: number; readonly judged?: unknown; readonly tooDeep?: boolean };
}

async function assertOracle(target: FuzzTarget, cases: fc.Arbitrary<Case>, allowed: number[]): Promise<void> {
  await fc.assert(
    fc.asyncProperty(cases, async ({ body, contentType, label, verdict }) => {
      const answer = await send(target.baseUrl, target.path, {
        body,
        headers: { 'content-type': contentType },
      });
      expectWellFormed(answer, allowed);
      expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBe(verdict.status);
      const fields = (answer.json as { fields?: { body?: string } }).fields;
      expect(fields?.body === tooDeepMessage, label).toBe(verdict.tooDeep ?? false);
      if (answer.status === 201) target.onCreated(answer, verdict.judged);
    }),
    { numRuns: 300 },
  );
}

/** 300 valid bodies carrying values of extreme depth, width and key count. */
export function fuzzStructures(target: FuzzTarget, valid: fc.Arbitrary<Record<string, unknown>>) {
  const cases = structureCases(valid).map((structure) => ({
    body: structure.text,
    contentType: 'application/json',
    label: `depth ${structure.depth}, ${Buffer.byteLength(structure.text)} bytes`,
    verdict: structureVerdict(structure, target.judge),
  }));
  return assertOracle(target, cases, [201, 400, 413]);
}

/** 300 valid bodies in other encodings and under other declared charsets. */
export function fuzzCharsets(target: FuzzTarget, valid: fc.Arbitrary<Record<string, unknown>>) {
  const cases = charsetCases(valid.map((body) => JSON.stringify(body))).map((sent) => ({
    body: sent.body,
    contentType: sent.contentType,
    label: `${sent.encoding} as ${sent.contentType}`,
    verdict: charsetVerdict(sent, target.judge),
  }));
  return assertOracle(target, cases, [201, 400, 415]);
}
