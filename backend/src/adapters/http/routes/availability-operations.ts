// GET /api/availability as the OpenAPI document states it (availability-route.ts serves it).
import {
  availabilityAnswerSchema,
  availabilityQueryMaxDays,
  availabilityQuerySchema,
} from '@dumpster/domain';
import type { ApiOperation } from '../openapi/api-operation.ts';
import { errorAnswers } from '../openapi/error-answers.ts';
import { availabilityCacheControl } from './availability-route.ts';

export const availabilityOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/availability',
    operationId: 'getAvailability',
    tag: 'Availability',
    summary: 'The days a dumpster size is fully booked',
    description:
      `\`from\` and \`to\` are calendar dates (\`YYYY-MM-DD\`), \`to\` on or after \`from\` and at most ` +
      `${availabilityQueryMaxDays} days after it; past ranges are allowed. A day is unavailable when every unit ` +
      "of the size is out (from each booking's delivery through its pickup, while pending, confirmed, delivered " +
      'or picked up). A booking is judged again when it is sent, so this answer is only a guide.',
    query: availabilityQuerySchema,
    answers: {
      200: {
        description: 'The unavailable days of the range, in order.',
        body: availabilityAnswerSchema,
        headers: {
          'Cache-Control': `\`${availabilityCacheControl}\`: the same answer for everyone, briefly.`,
        },
      },
      400: errorAnswers.validationFailed,
      500: errorAnswers.internalError,
      503: errorAnswers.serviceUnavailable,
    },
  },
];
