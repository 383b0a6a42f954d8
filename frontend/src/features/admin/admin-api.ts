// The back office's calls, injected into the one api slice (spec section 7) by this module, which
// only the admin chunks import: the public pages never load it (decisions 0047, 0068). Paths,
// bodies and answers are the domain's admin contract (domain/src/admin).
import {
  type AddUserRequest,
  type AdminBookingDetail,
  type AdminBookingsPage,
  type AdminContactRequest,
  type AdminContactRequestsPage,
  type AdminFleet,
  type AdminMessageResendAnswer,
  type AdminSessionAnswer,
  type AdminStatusChangeRequest,
  type AdminUser,
  adminCsrfHeader,
  adminPath,
  adminRoutes,
  type DayBoard,
  type FleetChangeRequest,
  type FleetOccupancy,
  type SignInRequest,
} from '@dumpster/domain';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import type { ApiError } from '../../shared/api/api-error.ts';
import { apiSlice } from '../../shared/api/api-slice.ts';
import { type BookingsListArgs, bookingsSearchParams } from './bookings/bookings-query.ts';

type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError>;

export interface ContactRequestsArgs {
  readonly notContacted: boolean;
  readonly cursor?: string | undefined;
}

const adminSlice = apiSlice.enhanceEndpoints({
  addTagTypes: ['Booking', 'Bookings', 'DayBoard', 'ContactRequests', 'Users', 'Fleet'],
});

/**
 * A state-changing call with the session's CSRF token in the contract's header (the token came
 * with the session answer, which the store keeps as the `session` query's data).
 */
async function withCsrf(
  args: FetchArgs,
  api: Parameters<BaseQuery>[1],
  extra: Parameters<BaseQuery>[2],
  baseQuery: BaseQuery,
): Promise<{ data: never } | { error: ApiError }> {
  const session = adminApi.endpoints.session.select()(api.getState() as never);
  const token = session.data?.csrfToken ?? '';
  const result = await baseQuery({ ...args, headers: { [adminCsrfHeader]: token } }, api, extra ?? {});
  return result.error ? { error: result.error } : { data: result.data as never };
}

/** A call's answer, or undefined when it failed (the caller of the mutation handles the failure). */
async function settled<T>(fulfilled: Promise<T>): Promise<T | undefined> {
  try {
    return await fulfilled;
  } catch {
    return undefined;
  }
}

export const adminApi = adminSlice.injectEndpoints({
  endpoints: (build) => ({
    session: build.query<AdminSessionAnswer, void>({
      query: () => adminRoutes.session,
    }),
    signIn: build.mutation<AdminSessionAnswer, SignInRequest>({
      query: (body) => ({ url: adminRoutes.session, method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        // The new session (and its CSRF token) is what GET /session would now answer.
        if (answer) await dispatch(adminApi.util.upsertQueryData('session', undefined, answer.data));
      },
    }),
    signOut: build.mutation<unknown, void>({
      queryFn: (_arg, api, extra, baseQuery) =>
        withCsrf({ url: adminRoutes.session, method: 'DELETE' }, api, extra, baseQuery),
    }),
    bookings: build.query<AdminBookingsPage, BookingsListArgs>({
      query: (args) => `${adminRoutes.bookings}?${bookingsSearchParams(args, { withCursor: true })}`,
      // Keyset "Load more": one cache entry per filter; a page with a cursor is appended to it.
      serializeQueryArgs: ({ queryArgs }) =>
        bookingsSearchParams(queryArgs, { withCursor: false }).toString(),
      merge: (current, incoming, { arg }) => {
        if (!arg.cursor) return incoming;
        const seen = new Set(current.items.map((row) => row.id));
        current.items.push(...incoming.items.filter((row) => !seen.has(row.id)));
        current.nextCursor = incoming.nextCursor;
        current.countsByStatus = incoming.countsByStatus;
        return current;
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.cursor !== previousArg?.cursor,
      keepUnusedDataFor: 0,
      providesTags: ['Bookings'],
    }),
    booking: build.query<AdminBookingDetail, string>({
      query: (id) => adminPath('booking', { id }),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    changeStatus: build.mutation<AdminBookingDetail, { id: string } & AdminStatusChangeRequest>({
      queryFn: ({ id, ...body }, api, extra, baseQuery) =>
        withCsrf({ url: adminPath('bookingStatus', { id }), method: 'POST', body }, api, extra, baseQuery),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (answer) await dispatch(adminApi.util.upsertQueryData('booking', id, answer.data));
      },
      invalidatesTags: ['Bookings', 'DayBoard'],
    }),
    resendMessage: build.mutation<AdminMessageResendAnswer, { id: string; messageId: string }>({
      queryFn: ({ id, messageId }, api, extra, baseQuery) =>
        withCsrf(
          { url: adminPath('bookingMessageResend', { id, messageId }), method: 'POST' },
          api,
          extra,
          baseQuery,
        ),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Booking', id }],
    }),
    reissueAccessLink: build.mutation<AdminBookingDetail, string>({
      queryFn: (id, api, extra, baseQuery) =>
        withCsrf({ url: adminPath('bookingAccessLink', { id }), method: 'POST' }, api, extra, baseQuery),
      invalidatesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    dayBoard: build.query<DayBoard, string>({
      query: (date) => `${adminRoutes.dayBoard}?${new URLSearchParams({ date })}`,
      keepUnusedDataFor: 0,
      providesTags: ['DayBoard'],
    }),
    contactRequests: build.query<AdminContactRequestsPage, ContactRequestsArgs>({
      query: ({ notContacted, cursor }) => {
        const params = new URLSearchParams();
        if (notContacted) params.set('notContacted', 'true');
        if (cursor) params.set('cursor', cursor);
        return `${adminRoutes.contactRequests}?${params}`;
      },
      serializeQueryArgs: ({ queryArgs }) => (queryArgs.notContacted ? 'not-contacted' : 'all'),
      merge: (current, incoming, { arg }) => {
        if (!arg.cursor) return incoming;
        const seen = new Set(current.items.map((item) => item.id));
        current.items.push(...incoming.items.filter((item) => !seen.has(item.id)));
        current.nextCursor = incoming.nextCursor;
        current.notContactedCount = incoming.notContactedCount;
        return current;
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.cursor !== previousArg?.cursor,
      keepUnusedDataFor: 0,
      providesTags: ['ContactRequests'],
    }),
    markContacted: build.mutation<{ request: AdminContactRequest }, string>({
      queryFn: (id, api, extra, baseQuery) =>
        withCsrf(
          { url: adminPath('contactRequestContacted', { id }), method: 'POST' },
          api,
          extra,
          baseQuery,
        ),
      invalidatesTags: ['ContactRequests'],
    }),
    users: build.query<{ items: AdminUser[] }, void>({
      query: () => adminRoutes.users,
      keepUnusedDataFor: 0,
      providesTags: ['Users'],
    }),
    addUser: build.mutation<{ user: AdminUser }, AddUserRequest>({
      queryFn: (body, api, extra, baseQuery) =>
        withCsrf({ url: adminRoutes.users, method: 'POST', body }, api, extra, baseQuery),
      invalidatesTags: ['Users'],
    }),
    disableUser: build.mutation<{ user: AdminUser }, string>({
      queryFn: (id, api, extra, baseQuery) =>
        withCsrf({ url: adminPath('userDisable', { id }), method: 'POST' }, api, extra, baseQuery),
      invalidatesTags: ['Users'],
    }),
    resetPassword: build.mutation<{ user: AdminUser }, { id: string; password: string }>({
      queryFn: ({ id, password }, api, extra, baseQuery) =>
        withCsrf(
          { url: adminPath('userResetPassword', { id }), method: 'POST', body: { password } },
          api,
          extra,
          baseQuery,
        ),
      invalidatesTags: ['Users'],
    }),
    fleet: build.query<AdminFleet, void>({
      query: () => adminRoutes.fleet,
      keepUnusedDataFor: 0,
      providesTags: ['Fleet'],
    }),
    changeFleet: build.mutation<AdminFleet, FleetChangeRequest>({
      queryFn: (body, api, extra, baseQuery) =>
        withCsrf({ url: adminRoutes.fleet, method: 'PUT', body }, api, extra, baseQuery),
      invalidatesTags: ['Fleet'],
    }),
    fleetOccupancy: build.query<FleetOccupancy, { size: string; month: string }>({
      query: ({ size, month }) => `${adminRoutes.fleetOccupancy}?${new URLSearchParams({ size, month })}`,
      keepUnusedDataFor: 0,
      providesTags: ['Fleet'],
    }),
  }),
});
