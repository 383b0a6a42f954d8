// GET /healthz and GET /readyz as the OpenAPI document states them (health-routes.ts serves them).
import * as v from 'valibot';
import type { ApiOperation } from '../openapi/api-operation.ts';
import { errorAnswers } from '../openapi/error-answers.ts';

export const healthOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/healthz',
    operationId: 'checkLiveness',
    tag: 'Health',
    summary: 'The process answers (liveness)',
    answers: { 200: { description: 'The process runs.', body: v.object({ status: v.literal('ok') }) } },
  },
  {
    method: 'get',
    path: '/readyz',
    operationId: 'checkReadiness',
    tag: 'Health',
    summary: 'The database answers too (readiness)',
    description: 'A load balancer stops sending traffic to an instance that answers 503.',
    answers: {
      200: {
        description: 'The database answered `select 1` within a second.',
        body: v.object({ status: v.literal('ready') }),
      },
      503: errorAnswers.serviceUnavailable,
    },
  },
];
