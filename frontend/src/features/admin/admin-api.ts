// The back office's calls, injected into the one api slice (spec section 7) by this module, which
// only the admin chunks import: the public pages never load it (decisions 0047, 0068). Each
// endpoint is made from its route's declaration (domain/src/api, decision 0100) by declaredCall:
// the URL, query string, body and CSRF header come from the declaration, the answer's type is its
// success body. The endpoints keep the argument shapes the screens pass.

import type {
  AddUserRequest,
  AdminStatusChangeRequest,
  DumpsterSizeValue,
  FleetChangeRequest,
  SignInRequest,
} from '@dumpster/domain';
import {
  adminAddUser,
  adminChangeBookingStatus,
  adminChangeFleet,
  adminDayBoard,
  adminDisableUser,
  adminFleetOccupancy,
  adminGetBooking,
  adminGetFleet,
  adminGetTextConversation,
  adminListBookings,
  adminListContactRequests,
  adminListUsers,
  adminMarkContacted,
  adminReissueAccessLink,
  adminResendMessage,
  adminResetPassword,
  adminSendTextReply,
  adminSession,
  adminSignIn,
  adminSignOut,
  type RouteDeclaration,
  type RouteRequest,
  type SuccessOf,
} from '@dumpster/domain/api';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import type { ApiError } from '../../shared/api/api-error.ts';
import { apiSlice } from '../../shared/api/api-slice.ts';
import { type BookingsListArgs, bookingsSearchParams } from './bookings/bookings-query.ts';
import { declaredCall } from './declared-call.ts';

type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError>;

export interface ContactRequestsArgs {
  readonly notContacted: boolean;
  readonly cursor?: string | undefined;
}

const adminSlice = apiSlice.enhanceEndpoints({
  addTagTypes: ['Booking', 'Bookings', 'DayBoard', 'ContactRequests', 'Users', 'Fleet'],
});

/** The session's CSRF token: it came with the session answer, which the store keeps as the `session` query's data. */
function csrfToken(api: Parameters<BaseQuery>[1]): string {
  return adminApi.endpoints.session.select()(api.getState() as never).data?.csrfToken ?? '';
}

/** The `queryFn` of a declared route, from the endpoint's argument to the route's request. */
function call<Route extends RouteDeclaration, Arg>(
  route: Route,
  toRequest: (arg: Arg) => RouteRequest<Route>,
) {
  return declaredCall(route, toRequest, csrfToken);
}

const noParams = { params: {} } as const;

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
    session: build.query({
      queryFn: call<typeof adminSession, void>(adminSession, () => noParams),
    }),
    signIn: build.mutation<SuccessOf<typeof adminSignIn>, SignInRequest>({
      queryFn: call(adminSignIn, (body: SignInRequest) => ({ ...noParams, body })),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        // The new session (and its CSRF token) is what GET /session would now answer.
        if (answer) await dispatch(adminApi.util.upsertQueryData('session', undefined, answer.data));
      },
    }),
    signOut: build.mutation({
      queryFn: call<typeof adminSignOut, void>(adminSignOut, () => noParams),
    }),
    bookings: build.query<SuccessOf<typeof adminListBookings>, BookingsListArgs>({
      queryFn: call(adminListBookings, (args: BookingsListArgs) => ({
        ...noParams,
        query: Object.fromEntries(bookingsSearchParams(args, { withCursor: true })),
      })),
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
    booking: build.query({
      queryFn: call(adminGetBooking, (id: string) => ({ params: { id } })),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    changeStatus: build.mutation<
      SuccessOf<typeof adminChangeBookingStatus>,
      { id: string } & AdminStatusChangeRequest
    >({
      queryFn: call(
        adminChangeBookingStatus,
        ({ id, ...body }: { id: string } & AdminStatusChangeRequest) => ({
          params: { id },
          body,
        }),
      ),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (answer) await dispatch(adminApi.util.upsertQueryData('booking', id, answer.data));
      },
      invalidatesTags: ['Bookings', 'DayBoard'],
    }),
    resendMessage: build.mutation({
      queryFn: call(adminResendMessage, (params: { id: string; messageId: string }) => ({ params })),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Booking', id }],
    }),
    reissueAccessLink: build.mutation({
      queryFn: call(adminReissueAccessLink, (id: string) => ({ params: { id } })),
      invalidatesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    // A booking's text conversation (decision 0203): read on the booking's page, replaced by the
    // reply's answer (the conversation with the reply queued in it).
    textConversation: build.query({
      queryFn: call(adminGetTextConversation, (id: string) => ({ params: { id } })),
      keepUnusedDataFor: 0,
    }),
    sendTextReply: build.mutation<SuccessOf<typeof adminSendTextReply>, { id: string; body: string }>({
      queryFn: call(adminSendTextReply, ({ id, body }: { id: string; body: string }) => ({
        params: { id },
        body: { body },
      })),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (answer) await dispatch(adminApi.util.upsertQueryData('textConversation', id, answer.data));
      },
    }),
    dayBoard: build.query({
      queryFn: call(adminDayBoard, (date: string) => ({ ...noParams, query: { date } })),
      keepUnusedDataFor: 0,
      providesTags: ['DayBoard'],
    }),
    contactRequests: build.query<SuccessOf<typeof adminListContactRequests>, ContactRequestsArgs>({
      queryFn: call(adminListContactRequests, ({ notContacted, cursor }: ContactRequestsArgs) => ({
        ...noParams,
        query: { notContacted: notContacted ? ('true' as const) : undefined, cursor },
      })),
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
    markContacted: build.mutation({
      queryFn: call(adminMarkContacted, (id: string) => ({ params: { id } })),
      invalidatesTags: ['ContactRequests'],
    }),
    users: build.query({
      queryFn: call<typeof adminListUsers, void>(adminListUsers, () => noParams),
      keepUnusedDataFor: 0,
      providesTags: ['Users'],
    }),
    addUser: build.mutation({
      queryFn: call(adminAddUser, (body: AddUserRequest) => ({ ...noParams, body })),
      invalidatesTags: ['Users'],
    }),
    disableUser: build.mutation({
      queryFn: call(adminDisableUser, (id: string) => ({ params: { id } })),
      invalidatesTags: ['Users'],
    }),
    resetPassword: build.mutation({
      queryFn: call(adminResetPassword, ({ id, password }: { id: string; password: string }) => ({
        params: { id },
        body: { password },
      })),
      invalidatesTags: ['Users'],
    }),
    fleet: build.query({
      queryFn: call<typeof adminGetFleet, void>(adminGetFleet, () => noParams),
      keepUnusedDataFor: 0,
      providesTags: ['Fleet'],
    }),
    changeFleet: build.mutation({
      queryFn: call(adminChangeFleet, (body: FleetChangeRequest) => ({ ...noParams, body })),
      invalidatesTags: ['Fleet'],
    }),
    fleetOccupancy: build.query({
      queryFn: call(adminFleetOccupancy, (query: { size: DumpsterSizeValue; month: string }) => ({
        ...noParams,
        query,
      })),
      keepUnusedDataFor: 0,
      providesTags: ['Fleet'],
    }),
  }),
});
