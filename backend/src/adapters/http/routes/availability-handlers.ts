// GET /api/availability (decision 0088): the full days of a size over at most 181 days. Public
// and the same for everyone, so browsers and proxies may keep it briefly: a booking is judged
// again under the size's lock, so an answer a few seconds old can never over-book.
import { type availabilityApi, availabilityCacheControl } from '@dumpster/domain/api';
import type { ReadAvailability } from '../../../application/availability/read-availability.ts';
import type { HandlersOf } from '../routing/route-handler.ts';

const cacheable = { 'Cache-Control': availabilityCacheControl } as const;

export function availabilityHandlers(readAvailability: ReadAvailability): HandlersOf<typeof availabilityApi> {
  return {
    getAvailability: async ({ query }) => ({
      status: 200,
      headers: cacheable,
      body: await readAvailability.execute(query),
    }),
  };
}
