// GET /api/availability?size=&from=&to= (availability issue): the full days of a size over at
// most 181 days, validated by the domain's availabilityQuerySchema (400 naming the parameter).
// Public and the same for everyone, so browsers and proxies may keep it briefly: a booking is
// judged again under the size's lock, so an answer a few seconds old can never over-book.
import { availabilityQuerySchema, fieldErrors } from '@dumpster/domain';
import type { RequestHandler } from 'express';
import * as v from 'valibot';
import type { ReadAvailability } from '../../../application/availability/read-availability.ts';
import { sendError } from '../api-error.ts';
import { sendJson } from '../json-answer.ts';

/** How long an answer may be reused: long enough for a visitor's clicks, short for the calendar. */
export const availabilityCacheControl = 'public, max-age=30';

export function availabilityRoute(readAvailability: ReadAvailability): RequestHandler {
  return async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const parameters = { size: query.size, from: query.from, to: query.to };
    const result = v.safeParse(availabilityQuerySchema, parameters);
    if (!result.success) {
      sendError(res, 400, 'validation_failed', { fields: fieldErrors(result.issues) });
      return;
    }
    const answer = await readAvailability.execute(result.output);
    res.set('Cache-Control', availabilityCacheControl);
    sendJson(res, 200, answer);
  };
}
