// Waits for a mutation dispatched outside React's hooks (on the store that use-lazy-api.ts hands
// a feature's API module, e.g. features/booking/booking-api.ts): its answer, or the ApiError of
// a failure. The request's entry then leaves the store, since nothing reads it again.

interface MutationRequest<Result> {
  unwrap(): Promise<Result>;
  reset(): void;
}

export async function awaitMutation<Result>(request: MutationRequest<Result>): Promise<Result> {
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}
