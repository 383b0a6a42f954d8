// GET /healthz: the process answers. GET /readyz: the database answers too, within a second, so a
// load balancer stops sending traffic to an instance that cannot store anything. GET
// /api/openapi.json: this API's document, built once at start from the route declarations.
import { type documentApi, errorMessages, type healthApi } from '@dumpster/domain/api';
import type { Readiness } from '../../../application/ports/readiness.ts';
import { openApiDocument } from '../openapi/openapi-document.ts';
import { type HandlersOf, problem } from '../routing/route-handler.ts';

const readinessTimeoutMs = 1_000;

function withinTimeout(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), readinessTimeoutMs);
  });
  return Promise.race([check.catch(() => false), timeout]).finally(() => clearTimeout(timer));
}

export function healthHandlers(readiness: Readiness): HandlersOf<typeof healthApi> {
  return {
    checkLiveness: () => ({ status: 200, body: { status: 'ok' } }),
    checkReadiness: async () =>
      (await withinTimeout(readiness.check()))
        ? { status: 200, body: { status: 'ready' } }
        : problem(503, 'service_unavailable', errorMessages.service_unavailable),
  };
}

export function documentHandlers(): HandlersOf<typeof documentApi> {
  const document = openApiDocument();
  return { getOpenApiDocument: () => ({ status: 200, body: document as never }) };
}
