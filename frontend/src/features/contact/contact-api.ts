// POST /api/contact through the app's one api slice (spec section 7).
import type { ContactRequestInput } from '@dumpster/domain';
import { apiSlice } from '../../shared/api/api-slice.ts';

export interface CreateContactRequestArgs {
  readonly message: ContactRequestInput;
  /** The same key for every retry of one attempt, so the server stores it at most once. */
  readonly idempotencyKey: string;
}

export const contactApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    sendContactRequest: build.mutation<{ id: string }, CreateContactRequestArgs>({
      query: ({ message, idempotencyKey }) => ({
        url: '/api/contact',
        method: 'POST',
        body: message,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useSendContactRequestMutation } = contactApi;
