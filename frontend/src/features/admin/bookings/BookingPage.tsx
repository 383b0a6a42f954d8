// One booking (decision 0066): every field, the frozen quote, the status actions the domain's
// transition table allows (a cancellation asks why; delivered or picked up before the planned day
// asks to confirm; the last change can be undone, decision 0178), the office's changes (edit the
// details, move the dates, internal notes: decisions 0175-0177), a new My booking link for the
// customer, its messages with a re-send for dead ones, and its history. A 409 (someone else moved
// it first) is shown as the server's sentence.
import {
  type AdminBookingDetail,
  type AdminBookingMessage,
  type BookingStatus,
  bookingStatusLabels,
  businessDateAt,
  cancellationReasonMaxLength,
  earlyStatusOf,
  formatUsd,
  isAuthorsUndoWindow,
  staffReasonMaxLength,
  statusChangeRequestSchema,
  undoWindowMinutes,
} from '@dumpster/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { Button } from '../../../shared/ui/Button.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { adminPages } from '../admin-paths.ts';
import { isApiError, useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { InvoiceSection } from '../billing/InvoiceSection.tsx';
import { EarlyStatusDialog } from '../EarlyStatusDialog.tsx';
import { bookingTypeLabels, countOf, dateLabel, instantLabel, sizeLabel } from '../format.ts';
import { StatusBadge } from '../StatusBadge.tsx';
import { useSession } from '../session-context.ts';
import { AccessLinkSection } from './AccessLinkSection.tsx';
import { DatesSection } from './DatesSection.tsx';
import { EditDetailsSection } from './EditDetailsSection.tsx';
import { HistoryList } from './HistoryList.tsx';
import { NotesSection } from './NotesSection.tsx';
import { statusChangeFailure } from './status-change-failure.ts';

/** The statuses a booking has an invoice in: picked up (the draft is made then) and after. */
const invoicedStatuses: ReadonlySet<string> = new Set(['picked_up', 'completed']);

import { TextConversationSection } from './TextConversationSection.tsx';

/** The words on the button that moves a booking to each status. */
const actionLabels: Readonly<Record<BookingStatus, string>> = {
  pending: 'Mark pending',
  confirmed: 'Confirm booking',
  delivered: 'Mark delivered',
  picked_up: 'Mark picked up',
  completed: 'Mark completed',
  cancelled: 'Cancel booking',
};

export function BookingPage() {
  const { id = '' } = useParams();
  const booking = useAdminQuery(adminApi.endpoints.booking, id, id);
  if (booking.error && booking.error.status !== 401)
    return (
      <>
        <title>Booking · Back office</title>
        <h1 className={css.pageTitle}>Booking</h1>
        <p role="alert" className={css.notice.error}>
          {booking.error.status === 404
            ? 'There is no booking with this address.'
            : `The booking could not load: ${booking.error.message}`}
        </p>
        <RouterLink to={adminPages.bookings} className={css.link}>
          Back to bookings
        </RouterLink>
      </>
    );
  if (!booking.data) return <p className={css.muted}>Loading the booking…</p>;
  return <BookingDetail booking={booking.data} onRefresh={booking.refetch} />;
}

function BookingDetail({ booking, onRefresh }: { booking: AdminBookingDetail; onRefresh: () => void }) {
  const { quote } = booking;
  return (
    <>
      <title>{`Booking ${booking.reference} · Back office`}</title>
      <p>
        <RouterLink to={adminPages.bookings} className={css.link}>
          Back to bookings
        </RouterLink>
      </p>
      <h1 className={css.pageTitle}>
        Booking {booking.reference} <StatusBadge status={booking.status} />
      </h1>
      <StatusActions booking={booking} onRefresh={onRefresh} />
      <div className={css.columns}>
        <section aria-labelledby="customer-title" className={css.panel}>
          <h2 id="customer-title" className={css.sectionTitle}>
            Customer and site
          </h2>
          <dl className={css.definitionList}>
            <dt>Name</dt>
            <dd>{booking.name}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${booking.email}`} className={css.link}>
                {booking.email}
              </a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${booking.phone}`} className={css.link}>
                {booking.phone}
              </a>
            </dd>
            <dt>Text messages</dt>
            <dd>{booking.smsOptIn ? 'Agreed to texts' : 'No texts'}</dd>
            <dt>Address</dt>
            <dd>
              {booking.address}
              <br />
              {booking.city}, {booking.state} {booking.zipCode}
            </dd>
            <dt>Booking type</dt>
            <dd>{bookingTypeLabels[booking.bookingType]}</dd>
            {booking.companyName ? (
              <>
                <dt>Company</dt>
                <dd>{booking.companyName}</dd>
              </>
            ) : null}
            {booking.jobNumber ? (
              <>
                <dt>Job number</dt>
                <dd>{booking.jobNumber}</dd>
              </>
            ) : null}
            {booking.jobName ? (
              <>
                <dt>Job name</dt>
                <dd>{booking.jobName}</dd>
              </>
            ) : null}
            <dt>Special instructions</dt>
            <dd>{booking.specialInstructions ?? <span className={css.muted}>None</span>}</dd>
            <dt>Booked</dt>
            <dd>{instantLabel(booking.createdAt)}</dd>
          </dl>
        </section>
        <section aria-labelledby="rental-title" className={css.panel}>
          <h2 id="rental-title" className={css.sectionTitle}>
            Rental and quote
          </h2>
          <dl className={css.definitionList}>
            <dt>Size</dt>
            <dd>{sizeLabel(booking.dumpsterSize)}</dd>
            <dt>Delivery</dt>
            <dd>{dateLabel(booking.deliveryDate)}</dd>
            <dt>Pickup</dt>
            <dd>{dateLabel(booking.pickupDate)}</dd>
            <dt>Base price</dt>
            <dd>
              {formatUsd(quote.basePriceCents)} ({quote.includedDays} days included)
            </dd>
            <dt>Extra days</dt>
            <dd>
              {quote.extraDays} × {formatUsd(quote.extraDayRateCents)} = {formatUsd(quote.extraCostCents)}
            </dd>
            <dt>Total quoted</dt>
            <dd>
              <strong>{formatUsd(quote.totalCents)}</strong>
            </dd>
          </dl>
        </section>
      </div>
      <EditDetailsSection booking={booking} onRefresh={onRefresh} />
      <DatesSection booking={booking} onRefresh={onRefresh} />
      <NotesSection booking={booking} />
      <AccessLinkSection booking={booking} />
      {/* The draft is made at pickup (decision 0195): before it there is no invoice to ask for. */}
      {invoicedStatuses.has(booking.status) && <InvoiceSection bookingId={booking.id} />}
      <TextConversationSection booking={booking} />
      <MessagesSection booking={booking} />
      <section aria-labelledby="history-title" className={css.panel}>
        <h2 id="history-title" className={css.sectionTitle}>
          History
        </h2>
        <HistoryList events={booking.history} />
      </section>
    </>
  );
}

/** What a status change came to; `count` tells one press from the next with the same words. */
interface StatusResult {
  readonly ok: boolean;
  readonly text: string;
  readonly count: number;
}

function StatusActions({ booking, onRefresh }: { booking: AdminBookingDetail; onRefresh: () => void }) {
  const [changeStatus, { isPending }] = useAdminMutation(adminApi.endpoints.changeStatus);
  const [result, setResult] = useState<StatusResult | undefined>();
  const resultRef = useRef<HTMLParagraphElement>(null);
  // The button that was pressed is usually gone once the status moved (the next actions differ):
  // the focus goes to the sentence that says what happened, so it is read and the next Tab goes
  // on from this panel (WCAG 2.4.3; decision 0128), not from the top of the page.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  const settle = (ok: boolean, text: string) =>
    setResult((last) => ({ ok, text, count: (last?.count ?? 0) + 1 }));
  const run = async (status: BookingStatus, reason?: string, confirmEarly = false) => {
    setResult(undefined);
    try {
      const after = await changeStatus({ id: booking.id, status, reason: reason ?? '', confirmEarly });
      settle(true, `Booking ${after.reference} is now ${bookingStatusLabels[after.status].toLowerCase()}.`);
      return true;
    } catch (error) {
      settle(false, statusChangeFailure(error));
      // The booking changed under us: show it as it is now.
      if (isApiError(error) && error.status === 409) onRefresh();
      return false;
    }
  };
  const next = booking.allowedNextStatuses;
  const today = businessDateAt(new Date());
  const sentence = (ok: boolean) =>
    result?.ok === ok ? (
      <p ref={resultRef} tabIndex={-1} className={ok ? css.notice.success : css.notice.error}>
        {result.text}
      </p>
    ) : null;
  return (
    <section aria-labelledby="status-title" className={`${css.panel} ${css.printHidden}`}>
      <h2 id="status-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Status
      </h2>
      <div role="alert">{sentence(false)}</div>
      <div role="status">{sentence(true)}</div>
      {next.length === 0 ? (
        <p className={css.muted}>
          This booking is {bookingStatusLabels[booking.status].toLowerCase()}; its status can no longer
          change.
        </p>
      ) : (
        <div className={css.row}>
          {next
            .filter((status) => status !== 'cancelled')
            .map((status) => {
              const early = earlyStatusOf(booking, status, today);
              return early ? (
                <EarlyStatusDialog
                  key={status}
                  label={actionLabels[status]}
                  message={early.message}
                  onConfirm={() => run(status, '', true)}
                />
              ) : (
                <Button key={status} size="sm" isDisabled={isPending} onPress={() => void run(status)}>
                  {actionLabels[status]}
                </Button>
              );
            })}
          {next.includes('cancelled') ? (
            <CancelDialog onCancel={(reason) => run('cancelled', reason)} />
          ) : null}
        </div>
      )}
      <UndoLastChange booking={booking} onDone={settle} onRefresh={onRefresh} />
    </section>
  );
}

/**
 * Undo the last status change: its author within 15 minutes, an owner later with a reason. The
 * domain says which; the server judges again.
 */
function UndoLastChange({
  booking,
  onDone,
  onRefresh,
}: {
  booking: AdminBookingDetail;
  onDone: (ok: boolean, text: string) => void;
  onRefresh: () => void;
}) {
  const { user } = useSession();
  const [undo, { isPending }] = useAdminMutation(adminApi.endpoints.undoStatusChange);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const last = booking.lastStatusChange;
  if (last?.kind !== 'changed' || last.to !== booking.status) return null;
  const authors = isAuthorsUndoWindow({ ...last, at: new Date(last.at) }, user.id, new Date());
  if (!authors && user.role !== 'owner') return null;
  const words = `${bookingStatusLabels[last.from]} → ${bookingStatusLabels[last.to]}`;
  const send = async (close: () => void) => {
    try {
      const after: AdminBookingDetail = await undo({ id: booking.id, reason });
      close();
      onDone(
        true,
        `Status change undone: booking ${after.reference} is ${bookingStatusLabels[after.status].toLowerCase()} again. No e-mail was sent.`,
      );
    } catch (failed) {
      if (isApiError(failed) && failed.status === 400) {
        setError(statusChangeFailure(failed));
        return;
      }
      close();
      onDone(false, statusChangeFailure(failed));
      if (isApiError(failed) && failed.status === 409) onRefresh();
    }
  };
  return (
    <div className={css.row} style={{ marginTop: '0.75rem' }}>
      <span className={css.muted}>
        Last change: {words} by {last.authorName ?? 'the customer'}.
      </span>
      <Dialog
        title="Undo the last status change"
        trigger={
          <Button variant="outline" size="sm" isDisabled={isPending}>
            Undo last status change
          </Button>
        }
      >
        {(close) => (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void send(close);
            }}
          >
            <p>
              The booking goes back from {words.split(' → ')[1]} to {bookingStatusLabels[last.from]}. The
              customer is not e-mailed.
            </p>
            {authors ? null : (
              <TextArea
                label="Reason for the undo"
                name="undoReason"
                description={`After ${undoWindowMinutes} minutes, or for someone else’s change, the owner says why (kept in the history).`}
                value={reason}
                onChange={setReason}
                errorMessage={error}
                isRequired
                maxLength={staffReasonMaxLength}
              />
            )}
            <div className={css.row} style={{ marginTop: '1rem' }}>
              <Button type="submit" size="sm">
                Undo the change
              </Button>
              <Button variant="ghost" size="sm" onPress={close}>
                Keep it
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </div>
  );
}

function CancelDialog({ onCancel }: { onCancel: (reason: string) => Promise<boolean> }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog
      title="Cancel this booking"
      trigger={
        <Button variant="outline" size="sm">
          Cancel booking
        </Button>
      }
    >
      {(close) => (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            const parsed = v.safeParse(statusChangeRequestSchema, { status: 'cancelled', reason });
            if (!parsed.success) {
              setError(parsed.issues[0]?.message);
              return;
            }
            setError(undefined);
            // Closed first, either way: the dialog gives the focus back to its button, then the
            // outcome (or the 409's sentence) shows in the status panel and takes the focus.
            close();
            await onCancel(parsed.output.reason ?? '');
          }}
        >
          <p>The customer is e-mailed that the booking is cancelled, with this reason.</p>
          <TextArea
            label="Reason for the cancellation"
            name="reason"
            value={reason}
            onChange={setReason}
            errorMessage={error}
            isRequired
            maxLength={cancellationReasonMaxLength}
          />
          <div className={css.row} style={{ marginTop: '1rem' }}>
            <Button type="submit" size="sm">
              Cancel booking
            </Button>
            <Button variant="ghost" size="sm" onPress={close}>
              Keep booking
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function messageTone(status: AdminBookingMessage['status']) {
  return status === 'sent' ? css.badgeTone.good : status === 'dead' ? css.badgeTone.bad : css.badgeTone.warn;
}

function MessagesSection({ booking }: { booking: AdminBookingDetail }) {
  const [resend, { isPending }] = useAdminMutation(adminApi.endpoints.resendMessage);
  const [note, setNote] = useState<{ ok: boolean; text: string } | undefined>();
  const statusWords = { sent: 'Sent', pending: 'Pending', dead: 'Dead' } as const;
  return (
    <section aria-labelledby="messages-title" className={css.panel}>
      <h2 id="messages-title" className={css.sectionTitle}>
        Messages
      </h2>
      <div role="status">{note?.ok ? <p className={css.notice.success}>{note.text}</p> : null}</div>
      <div role="alert">{note && !note.ok ? <p className={css.notice.error}>{note.text}</p> : null}</div>
      {booking.messages.length === 0 ? (
        <p className={css.muted}>No messages.</p>
      ) : (
        <ul className={css.plainList}>
          {booking.messages.map((message) => (
            <li key={message.id}>
              <span className={`${css.badge} ${messageTone(message.status)}`}>
                {statusWords[message.status]}
              </span>{' '}
              <strong>{message.subject}</strong> to {message.to}
              <br />
              <span className={css.muted}>
                Queued {instantLabel(message.createdAt)}
                {message.sentAt ? `, sent ${instantLabel(message.sentAt)}` : ''}
                {message.status !== 'sent' ? `, ${countOf(message.attempts, 'attempt')}` : ''}
                {message.nextAttemptAt ? `, next try ${instantLabel(message.nextAttemptAt)}` : ''}
                {message.lastError ? `. Last error: ${message.lastError}` : ''}
              </span>
              {message.status === 'dead' ? (
                <>
                  {' '}
                  <Button
                    size="sm"
                    variant="outline"
                    isDisabled={isPending}
                    aria-label={`Re-send “${message.subject}”`}
                    onPress={async () => {
                      try {
                        await resend({ id: booking.id, messageId: message.id });
                        setNote({ ok: true, text: `“${message.subject}” is queued to send again.` });
                      } catch (error) {
                        setNote({
                          ok: false,
                          text: `The message could not be queued again: ${isApiError(error) ? error.message : 'unknown error'}`,
                        });
                      }
                    }}
                  >
                    Re-send
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
