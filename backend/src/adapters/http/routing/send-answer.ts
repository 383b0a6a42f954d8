// Writing a handler's answer (decision 0100): JSON through sendJson, an error's body with the
// request's id, no body for a 204, and a streamed one (the CSV export) at the client's pace. In
// tests (checkAnswers) every answer is first held to the route's declaration: a status it does
// not list, or a body its schema refuses, fails the request with a 500 that names the route.
import { answersOf, type RouteDeclaration } from '@dumpster/domain/api';
import type { Response } from 'express';
import * as v from 'valibot';
import { writeWithBackpressure } from '../admin/write-with-backpressure.ts';
import { sendJson } from '../json-answer.ts';

export interface HandlerAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly stream?: (out: {
    write(chunk: string | Uint8Array): Promise<boolean>;
    setHeader(n: string, v: string): void;
  }) => Promise<void>;
}

/** An error body carries the request's id for a support request (docs/api.md). */
function withRequestId(res: Response, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || 'requestId' in body) return body;
  return { ...body, requestId: String(res.req.id ?? '') };
}

function checkAgainstDeclaration(route: RouteDeclaration, status: number, body: unknown): void {
  const declared = answersOf(route)[status];
  if (!declared) throw new Error(`${route.name} answered ${status}, which its declaration does not list`);
  if (declared.contentType) return;
  if (!declared.body) {
    if (body !== undefined)
      throw new Error(`${route.name} answered ${status} with a body its declaration has none for`);
    return;
  }
  const result = v.safeParse(declared.body, body);
  if (!result.success)
    throw new Error(
      `${route.name} answered ${status} with a body its declaration refuses: ${result.issues
        .map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`)
        .join('; ')}`,
    );
}

export function answerSender(route: RouteDeclaration, checkAnswers: boolean) {
  const contentTypes = new Map(
    Object.entries(route.answers).map(([status, answer]) => [Number(status), answer.contentType]),
  );
  return async (res: Response, answer: HandlerAnswer): Promise<void> => {
    const { status, headers } = answer;
    const body = status >= 400 ? withRequestId(res, answer.body) : answer.body;
    if (checkAnswers) checkAgainstDeclaration(route, status, answer.stream ? undefined : body);
    if (headers) for (const name in headers) res.setHeader(name, headers[name] as string);
    if (answer.stream) {
      res.statusCode = status;
      res.setHeader('Content-Type', contentTypes.get(status) ?? 'application/octet-stream');
      await answer.stream({
        write: (chunk) => writeWithBackpressure(res, chunk),
        setHeader: (name, value) => res.setHeader(name, value),
      });
      // A client that left is not answered further.
      if (!res.destroyed) res.end();
      return;
    }
    if (body === undefined) {
      res.statusCode = status;
      res.end();
      return;
    }
    sendJson(res, status, body);
  };
}
