// GET /api/availability (decision 0088): the days a size is fully booked, for the calendar.
import {
  availabilityAnswerSchema,
  availabilityQueryMaxDays,
  availabilityQuerySchema,
} from '../availability/availability-query.ts';
import { serverFailureAnswers } from './derived-answers.ts';
import { access, declareRoute } from './route-declaration.ts';

/** How long an answer may be reused: long enough for a visitor's clicks, short for the calendar. */
export const availabilityCacheControl = 'public, max-age=30';

export const getAvailability = declareRoute({
  name: 'getAvailability',
  method: 'get',
  path: '/api/availability',
  access: access.public,
  tag: 'Availability',
  summary: 'The days a dumpster size is fully booked',
  description:
    `\`from\` and \`to\` are calendar dates (\`YYYY-MM-DD\`), \`to\` on or after \`from\` and at most ` +
    `${availabilityQueryMaxDays} days after it; past ranges are allowed. A day is unavailable when every unit ` +
    "of the size is out (from each booking's delivery through its pickup, while pending, confirmed, delivered " +
    'or picked up). A booking is judged again when it is sent, so this answer is only a guide.',
  request: { query: availabilityQuerySchema },
  answers: {
    200: {
      description: 'The unavailable days of the range, in order.',
      body: availabilityAnswerSchema,
      headers: { 'Cache-Control': `\`${availabilityCacheControl}\`: the same answer for everyone, briefly.` },
    },
    ...serverFailureAnswers,
  },
});

export const availabilityApi = [getAvailability] as const;
