// POST /api/contact through the app's one api slice (spec section 7). This module and the slice
// load when a visitor starts the form (use-contact-form.ts), not with the page.
import type { ContactRequestInput } from '@dumpster/domain';
import { apiSlice } from '../../shared/api/api-slice.ts';
import { awaitMutation } from '../../shared/api/await-mutation.ts';
import type { AppStore } from '../../shared/api/store.ts';

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

/** Sends one contact request; rejects with the ApiError of a failure. */
export function sendContactRequest(store: AppStore, args: CreateContactRequestArgs): Promise<{ id: string }> {
  return awaitMutation(store.dispatch(contactApi.endpoints.sendContactRequest.initiate(args)));
}
