// The one RTK Query api slice for the whole API (spec section 7). Features add their calls with
// apiSlice.injectEndpoints; nothing else in the frontend calls fetch.
import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { type ApiError, toApiError } from './api-error.ts';
import { apiOrigin } from './api-origin.ts';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  // A non-OK body stays text: its words become the error message (spec section 8).
  if (!response.ok || text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const query = fetchBaseQuery({
    baseUrl: apiOrigin(),
    credentials: 'include',
    responseHandler: readBody,
  });
  const result = await query(args, api, extra);
  if (result.error) return { error: toApiError(result.error, result.meta), meta: result.meta };
  return { data: result.data, meta: result.meta };
};

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  // Section 9: data never goes stale, no refetch on focus or reconnect, no polling, no retry
  // (fetchBaseQuery never retries unless wrapped in `retry`).
  keepUnusedDataFor: Number.POSITIVE_INFINITY,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
