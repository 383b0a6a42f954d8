// The back office's calls, injected into the one api slice (spec section 7) by this module, which
// only the admin chunks import: the public pages never load it (decisions 0047, 0068). Each
// endpoint is made from its route's declaration (domain/src/api, decision 0100) by declaredCall:
// the URL, query string, body and CSRF header come from the declaration, the answer's type is its
// success body. The endpoints keep the argument shapes the screens pass.

import type {
  AddContainerRequest,
  AddUserRequest,
  AdjustmentInput,
  AdminCalendarChangeInput,
  AdminStatusChangeRequest,
  BookingEditRequest,
  BookingNoteRequest,
  BookingRequestInput,
  ChargeInput,
  ContainerCondition,
  CreditNoteInput,
  DumpsterSizeValue,
  FleetChangeRequest,
  PaymentInput,
  RefundInput,
  RouteOrderRequest,
  SignInRequest,
  StaffDateChangeRequest,
  StopAssignmentRequest,
  TruckRequest,
} from '@dumpster/domain';
import {
  adminAddBookingNote,
  adminAddContainer,
  adminAddCustomerNote,
  adminAddInvoiceAdjustment,
  adminAddInvoiceCharge,
  adminAddTruck,
  adminAddUser,
  adminAssignStop,
  adminBookContactRequest,
  adminChangeBookingDates,
  adminChangeBookingStatus,
  adminChangeCalendar,
  adminChangeContainerCondition,
  adminChangeFleet,
  adminChangeTruck,
  adminCreateBooking,
  adminCustomerStatement,
  adminDashboard,
  adminDayBoard,
  adminDisableUser,
  adminDispatchBoard,
  adminEditBooking,
  adminFinaliseInvoice,
  adminFleetOccupancy,
  adminGetBooking,
  adminGetBookingInvoice,
  adminGetCalendar,
  adminGetCustomer,
  adminGetFleet,
  adminGetTextConversation,
  adminIssueCreditNote,
  adminListBookingNotes,
  adminListBookings,
  adminListContactRequests,
  adminListContainers,
  adminListCustomerNotes,
  adminListTrucks,
  adminListUsers,
  adminLookUpCustomers,
  adminMarkContacted,
  adminOrderRoute,
  adminPinBookingNote,
  adminPlaceContainer,
  adminReceivables,
  adminRecordPayment,
  adminRecordRefund,
  adminReissueAccessLink,
  adminRemoveInvoiceLine,
  adminResendMessage,
  adminResetPassword,
  adminSendTextReply,
  adminSession,
  adminSetScaleTicket,
  adminSignIn,
  adminSignOut,
  adminUndoStatusChange,
  adminVoidInvoice,
  getAvailability,
  type RouteDeclaration,
  type SuccessOf,
} from '@dumpster/domain/api';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import type { ApiError } from '../../shared/api/api-error.ts';
import { apiSlice } from '../../shared/api/api-slice.ts';
import { type BookingsListArgs, bookingsSearchParams } from './bookings/bookings-query.ts';
import { type DeclaredRequest, declaredCall } from './declared-call.ts';

type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError>;

/** A booking staff send (decision 0170): the form, and the key that stays the same across retries. */
export interface StaffBookingArgs {
  readonly body: BookingRequestInput;
  readonly idempotencyKey: string;
  /** Made from this contact request (decision 0173). */
  readonly contactRequestId?: string | undefined;
}

const withKey = ({ idempotencyKey }: StaffBookingArgs) => ({ 'Idempotency-Key': idempotencyKey });

export interface ContactRequestsArgs {
  readonly notContacted: boolean;
  readonly cursor?: string | undefined;
}

const adminSlice = apiSlice.enhanceEndpoints({
  addTagTypes: [
    'Booking',
    'Bookings',
    'DayBoard',
    'ContactRequests',
    'Users',
    'Fleet',
    'Customers',
    'BookingNotes',
    'CustomerNotes',
    'Invoice',
    'Receivables',
    'Dispatch',
    'Containers',
    'Trucks',
    'Calendar',
  ],
});

/** The session's CSRF token: it came with the session answer, which the store keeps as the `session` query's data. */
function csrfToken(api: Parameters<BaseQuery>[1]): string {
  return adminApi.endpoints.session.select()(api.getState() as never).data?.csrfToken ?? '';
}

/** The `queryFn` of a declared route, from the endpoint's argument to the route's request. */
function call<Route extends RouteDeclaration, Arg>(
  route: Route,
  toRequest: (arg: Arg) => DeclaredRequest<Route>,
) {
  return declaredCall(route, toRequest, csrfToken);
}

const noParams = { params: {} } as const;

/** A status change; `confirmEarly` only when staff confirmed an early delivered or picked up. */
type StatusChangeArgs = Omit<AdminStatusChangeRequest, 'confirmEarly'> & { confirmEarly?: boolean };

/** After a change of a booking: its page shows the answer at once (the booking as it is now). */
function showBooking(
  id: string,
  answer: Promise<{ data: SuccessOf<typeof adminGetBooking> }>,
): (dispatch: (action: unknown) => unknown) => Promise<void> {
  return async (dispatch) => {
    const settledAnswer = await settled(answer);
    if (settledAnswer) await dispatch(adminApi.util.upsertQueryData('booking', id, settledAnswer.data));
  };
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
      { id: string } & StatusChangeArgs
    >({
      queryFn: call(adminChangeBookingStatus, ({ id, ...body }: { id: string } & StatusChangeArgs) => ({
        params: { id },
        body,
      })),
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
      queryFn: call(
        adminResetPassword,
        ({ id, password, currentPassword }: { id: string; password: string; currentPassword: string }) => ({
          params: { id },
          body: { password, currentPassword },
        }),
      ),
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
    // The office's changes to a booking (decisions 0175-0178).
    editBooking: build.mutation({
      queryFn: call(adminEditBooking, ({ id, ...body }: { id: string } & BookingEditRequest) => ({
        params: { id },
        body,
      })),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => showBooking(id, queryFulfilled)(dispatch),
      invalidatesTags: ['Bookings', 'DayBoard'],
    }),
    changeBookingDates: build.mutation({
      queryFn: call(
        adminChangeBookingDates,
        ({
          id,
          idempotencyKey,
          ...body
        }: { id: string; idempotencyKey: string } & StaffDateChangeRequest) => ({
          params: { id },
          body,
          idempotencyKey,
        }),
      ),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => showBooking(id, queryFulfilled)(dispatch),
      invalidatesTags: ['Bookings', 'DayBoard'],
    }),
    undoStatusChange: build.mutation({
      queryFn: call(adminUndoStatusChange, ({ id, reason }: { id: string; reason: string }) => ({
        params: { id },
        body: { reason },
      })),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => showBooking(id, queryFulfilled)(dispatch),
      invalidatesTags: ['Bookings', 'DayBoard'],
    }),
    bookingNotes: build.query({
      queryFn: call(adminListBookingNotes, (id: string) => ({ params: { id } })),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, id) => [{ type: 'BookingNotes', id }],
    }),
    addBookingNote: build.mutation({
      queryFn: call(adminAddBookingNote, ({ id, ...body }: { id: string } & BookingNoteRequest) => ({
        params: { id },
        body,
      })),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'BookingNotes', id }, 'DayBoard'],
    }),
    pinBookingNote: build.mutation({
      queryFn: call(
        adminPinBookingNote,
        ({ id, noteId, pinned }: { id: string; noteId: string; pinned: boolean }) => ({
          params: { id, noteId },
          body: { pinned },
        }),
      ),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'BookingNotes', id }, 'DayBoard'],
    }),
    // The owner's dashboard (decisions 0205, 0206).
    dashboard: build.query({
      queryFn: call(
        adminDashboard,
        (query: { from: string; to: string; bucket: 'day' | 'week' | 'month' }) => ({
          ...noParams,
          query,
        }),
      ),
    }),
    fleetOccupancy: build.query({
      queryFn: call(adminFleetOccupancy, (query: { size: DumpsterSizeValue; month: string }) => ({
        ...noParams,
        query,
      })),
      keepUnusedDataFor: 0,
      providesTags: ['Fleet'],
    }),
    // Phone orders and customers (decisions 0170-0173).
    createBooking: build.mutation<SuccessOf<typeof adminCreateBooking>, StaffBookingArgs>({
      queryFn: declaredCall(
        adminCreateBooking,
        ({ body }: StaffBookingArgs) => ({ ...noParams, body }),
        csrfToken,
        withKey,
      ),
      invalidatesTags: ['Bookings', 'DayBoard', 'Customers'],
    }),
    bookContactRequest: build.mutation<SuccessOf<typeof adminBookContactRequest>, StaffBookingArgs>({
      queryFn: declaredCall(
        adminBookContactRequest,
        ({ body, contactRequestId }: StaffBookingArgs) => ({
          params: { id: contactRequestId ?? '' },
          body,
        }),
        csrfToken,
        withKey,
      ),
      invalidatesTags: ['Bookings', 'DayBoard', 'Customers', 'ContactRequests'],
    }),
    lookUpCustomers: build.query({
      queryFn: call(adminLookUpCustomers, (q: string) => ({ ...noParams, query: { q } })),
      keepUnusedDataFor: 0,
      providesTags: ['Customers'],
    }),
    customer: build.query({
      queryFn: call(adminGetCustomer, (id: string) => ({ params: { id } })),
      keepUnusedDataFor: 0,
      providesTags: ['Customers'],
    }),
    /** A customer's internal notes (decision 0174). */
    customerNotes: build.query({
      queryFn: call(adminListCustomerNotes, (id: string) => ({ params: { id } })),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, id) => [{ type: 'CustomerNotes', id }],
    }),
    addCustomerNote: build.mutation({
      queryFn: call(adminAddCustomerNote, ({ id, text }: { id: string; text: string }) => ({
        params: { id },
        body: { text },
      })),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'CustomerNotes', id }],
    }),
    /** The public calendar of a size (GET /api/availability), for the dates staff choose. */
    sizeAvailability: build.query({
      queryFn: call(getAvailability, (query: { size: DumpsterSizeValue; from: string; to: string }) => ({
        ...noParams,
        query,
      })),
      keepUnusedDataFor: 30,
    }),
    // Billing (decisions 0195-0199): every change answers the invoice as it is now, which
    // replaces the booking's cached invoice.
    bookingInvoice: build.query({
      queryFn: call(adminGetBookingInvoice, (bookingId: string) => ({ params: { id: bookingId } })),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, bookingId) => [{ type: 'Invoice', id: bookingId }],
    }),
    setScaleTicket: build.mutation({
      queryFn: call(
        adminSetScaleTicket,
        ({
          id,
          tons,
          evidence,
        }: {
          id: string;
          bookingId: string;
          tons: string;
          evidence: { kind: 'photo' | 'note'; ref: string }[];
        }) => ({ params: { id }, body: { tons, evidence } }),
      ),
      invalidatesTags: (_result, _error, { bookingId }) => [{ type: 'Invoice', id: bookingId }],
    }),
    addInvoiceCharge: build.mutation({
      queryFn: call(
        adminAddInvoiceCharge,
        ({ id, charge }: { id: string; bookingId: string; charge: ChargeInput }) => ({
          params: { id },
          body: charge,
        }),
      ),
      invalidatesTags: (_result, _error, { bookingId }) => [{ type: 'Invoice', id: bookingId }],
    }),
    addInvoiceAdjustment: build.mutation({
      queryFn: call(
        adminAddInvoiceAdjustment,
        ({ id, adjustment }: { id: string; bookingId: string; adjustment: AdjustmentInput }) => ({
          params: { id },
          body: adjustment,
        }),
      ),
      invalidatesTags: (_result, _error, { bookingId }) => [{ type: 'Invoice', id: bookingId }],
    }),
    removeInvoiceLine: build.mutation({
      queryFn: call(
        adminRemoveInvoiceLine,
        ({ id, position }: { id: string; bookingId: string; position: number }) => ({
          params: { id, position: String(position) },
        }),
      ),
      invalidatesTags: (_result, _error, { bookingId }) => [{ type: 'Invoice', id: bookingId }],
    }),
    finaliseInvoice: build.mutation({
      queryFn: call(adminFinaliseInvoice, ({ id }: { id: string; bookingId: string }) => ({
        params: { id },
      })),
      invalidatesTags: (_result, _error, { bookingId }) => [
        { type: 'Invoice', id: bookingId },
        'Receivables',
        { type: 'Booking', id: bookingId },
      ],
    }),
    voidInvoice: build.mutation({
      queryFn: call(
        adminVoidInvoice,
        ({ id, reason }: { id: string; bookingId: string; reason: string }) => ({
          params: { id },
          body: { reason },
        }),
      ),
      invalidatesTags: (_result, _error, { bookingId }) => [
        { type: 'Invoice', id: bookingId },
        'Receivables',
      ],
    }),
    issueCreditNote: build.mutation({
      queryFn: call(
        adminIssueCreditNote,
        ({ id, note }: { id: string; bookingId: string; note: CreditNoteInput }) => ({
          params: { id },
          body: note,
        }),
      ),
      invalidatesTags: (_result, _error, { bookingId }) => [
        { type: 'Invoice', id: bookingId },
        'Receivables',
      ],
    }),
    recordPayment: build.mutation({
      queryFn: call(
        adminRecordPayment,
        ({ id, payment, key }: { id: string; bookingId: string; payment: PaymentInput; key: string }) => ({
          params: { id },
          body: payment,
          idempotencyKey: key,
        }),
      ),
      invalidatesTags: (_result, _error, { bookingId }) => [
        { type: 'Invoice', id: bookingId },
        'Receivables',
      ],
    }),
    recordRefund: build.mutation({
      queryFn: call(
        adminRecordRefund,
        ({ id, refund, key }: { id: string; bookingId: string; refund: RefundInput; key: string }) => ({
          params: { id },
          body: refund,
          idempotencyKey: key,
        }),
      ),
      invalidatesTags: (_result, _error, { bookingId }) => [
        { type: 'Invoice', id: bookingId },
        'Receivables',
      ],
    }),
    receivables: build.query({
      queryFn: call<typeof adminReceivables, void>(adminReceivables, () => noParams),
      keepUnusedDataFor: 0,
      providesTags: ['Receivables'],
    }),
    customerStatement: build.query({
      queryFn: call(adminCustomerStatement, (query: { email: string; from: string; to: string }) => ({
        ...noParams,
        query,
      })),
      keepUnusedDataFor: 0,
    }),
    // Dispatch (decisions 0180-0185): a change answers the day's board, which replaces the cached one.
    dispatchBoard: build.query({
      queryFn: call(adminDispatchBoard, (date: string) => ({ ...noParams, query: { date } })),
      keepUnusedDataFor: 0,
      providesTags: ['Dispatch'],
    }),
    assignStop: build.mutation<SuccessOf<typeof adminAssignStop>, StopAssignmentRequest>({
      queryFn: call(adminAssignStop, (body: StopAssignmentRequest) => ({ ...noParams, body })),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (answer) await dispatch(adminApi.util.upsertQueryData('dispatchBoard', arg.date, answer.data));
      },
    }),
    orderRoute: build.mutation<SuccessOf<typeof adminOrderRoute>, RouteOrderRequest>({
      queryFn: call(adminOrderRoute, (body: RouteOrderRequest) => ({ ...noParams, body })),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (answer) await dispatch(adminApi.util.upsertQueryData('dispatchBoard', arg.date, answer.data));
      },
    }),
    containers: build.query({
      queryFn: call<typeof adminListContainers, void>(adminListContainers, () => noParams),
      keepUnusedDataFor: 0,
      providesTags: ['Containers'],
    }),
    addContainer: build.mutation({
      queryFn: call(adminAddContainer, (body: AddContainerRequest) => ({ ...noParams, body })),
      invalidatesTags: ['Containers', 'Fleet'],
    }),
    changeContainerCondition: build.mutation({
      queryFn: call(
        adminChangeContainerCondition,
        ({ id, condition }: { id: string; condition: ContainerCondition }) => ({
          params: { id },
          body: { condition },
        }),
      ),
      invalidatesTags: ['Containers', 'Fleet'],
    }),
    placeContainer: build.mutation({
      queryFn: call(adminPlaceContainer, ({ id, bookingId }: { id: string; bookingId: string | null }) => ({
        params: { id },
        body: { bookingId },
      })),
      invalidatesTags: ['Containers'],
    }),
    trucks: build.query({
      queryFn: call<typeof adminListTrucks, void>(adminListTrucks, () => noParams),
      keepUnusedDataFor: 0,
      providesTags: ['Trucks'],
    }),
    addTruck: build.mutation({
      queryFn: call(adminAddTruck, (body: TruckRequest) => ({ ...noParams, body })),
      invalidatesTags: ['Trucks', 'Dispatch'],
    }),
    changeTruck: build.mutation({
      queryFn: call(adminChangeTruck, ({ id, ...body }: TruckRequest & { id: string }) => ({
        params: { id },
        body,
      })),
      invalidatesTags: ['Trucks', 'Dispatch'],
    }),
    // The owner's calendar (decision 0167): a 409 carries the bookings the change would strand.
    calendar: build.query({
      queryFn: call<typeof adminGetCalendar, void>(adminGetCalendar, () => noParams),
      keepUnusedDataFor: 0,
      providesTags: ['Calendar'],
    }),
    changeCalendar: build.mutation({
      queryFn: call(adminChangeCalendar, (body: AdminCalendarChangeInput) => ({ ...noParams, body })),
      invalidatesTags: ['Calendar'],
    }),
  }),
});
