// GET /healthz: the process answers. GET /readyz: the database answers too, within a second,
// so a load balancer stops sending traffic to an instance that cannot store anything.
import { Router } from 'express';
import type { Readiness } from '../../../application/ports/readiness.ts';
import { sendError } from '../api-error.ts';

const readinessTimeoutMs = 1_000;

function withinTimeout(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), readinessTimeoutMs);
  });
  return Promise.race([check.catch(() => false), timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(readiness: Readiness): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (await withinTimeout(readiness.check())) {
      res.json({ status: 'ready' });
      return;
    }
    sendError(res, 503, 'service_unavailable');
  });
  return router;
}
