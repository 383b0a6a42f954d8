// GET /healthz: the process answers. GET /readyz: the database answers too, within a second,
// so a load balancer stops sending traffic to an instance that cannot store anything.
import type { RequestHandler } from 'express';
import type { Readiness } from '../../../application/ports/readiness.ts';
import { sendError } from '../api-error.ts';
import { sendJson } from '../json-answer.ts';

const readinessTimeoutMs = 1_000;

function withinTimeout(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), readinessTimeoutMs);
  });
  return Promise.race([check.catch(() => false), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The two GET handlers, for create-app.ts to mount on the app itself: in a Router of their own,
 * an OPTIONS request would get the Router's automatic 200 text answer where every other path
 * answers the API's JSON 404.
 */
export function healthRoutes(readiness: Readiness): { liveness: RequestHandler; readiness: RequestHandler } {
  return {
    liveness: (_req, res) => {
      sendJson(res, 200, { status: 'ok' });
    },
    readiness: async (_req, res) => {
      if (await withinTimeout(readiness.check())) {
        sendJson(res, 200, { status: 'ready' });
        return;
      }
      sendError(res, 503, 'service_unavailable');
    },
  };
}
