// A booking's text conversation (decision 0203): every text both ways, oldest first, the
// number's consent and why a reply cannot go, and a reply form with the domain's preview (how
// many texts it costs, a character that shrinks them). The outcome is announced; the list is a
// log region so a screen reader hears the reply appear.
import {
  type AdminBookingDetail,
  type StaffTextReply,
  staffReplyPreview,
  staffTextReplySchema,
  type TextConversationMessage,
} from '@dumpster/domain';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { isApiError, useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { instantLabel } from '../format.ts';

const kindWords: Readonly<Record<string, string>> = {
  reply: 'Customer',
  staff_reply: 'Staff reply',
  booking_received: 'Booking received',
  booking_confirmed: 'Confirmed',
  delivery_reminder: 'Delivery reminder',
  on_my_way: 'On my way',
  delivered: 'Delivered',
  pickup_reminder: 'Pickup reminder',
  picked_up: 'Picked up',
};

const consentWords = {
  opted_in: 'Agreed to texts',
  opted_out: 'Opted out of texts (replied STOP)',
  never_asked: 'Has not agreed to texts',
} as const;

function stateWords(message: TextConversationMessage): string {
  if (message.direction === 'in') return 'received';
  if (message.status === 'sent') return message.channel === 'email' ? 'sent by e-mail' : 'sent';
  if (message.status === 'pending') return 'due';
  return message.status === 'dead' ? 'not delivered' : 'withdrawn';
}

function failureSentence(error: unknown): string {
  if (!isApiError(error)) return 'unknown error.';
  const data = error.data as { message?: unknown } | undefined;
  if (typeof data?.message === 'string' && data.message !== '') return data.message;
  return typeof error.status === 'number' ? `${error.message}.` : 'the server could not be reached.';
}

export function TextConversationSection({ booking }: { booking: AdminBookingDetail }) {
  const conversation = useAdminQuery(adminApi.endpoints.textConversation, booking.id, booking.id);
  const [send, { isPending }] = useAdminMutation(adminApi.endpoints.sendTextReply);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [note, setNote] = useState<{ ok: boolean; text: string } | undefined>();
  const preview = body.trim() === '' ? undefined : staffReplyPreview(body);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(staffTextReplySchema, { body } satisfies StaffTextReply);
    if (!parsed.success) {
      setError(parsed.issues[0]?.message);
      return;
    }
    setError(undefined);
    setNote(undefined);
    try {
      await send({ id: booking.id, body: parsed.output.body });
      setBody('');
      setNote({ ok: true, text: 'Reply queued: it goes out in a moment.' });
    } catch (failure) {
      setNote({ ok: false, text: `The reply was not sent: ${failureSentence(failure)}` });
    }
  };

  const data = conversation.data;
  return (
    <section aria-labelledby="texts-title" className={css.panel}>
      <h2 id="texts-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Text messages
      </h2>
      {conversation.error ? (
        <p role="alert" className={css.notice.error}>
          The texts could not load: {conversation.error.message}
        </p>
      ) : !data ? (
        <p className={css.muted}>Loading the texts…</p>
      ) : (
        <>
          <p>
            {data.phoneE164 ?? data.phone}: {consentWords[data.consent]}.
          </p>
          {data.phoneNote ? <p className={css.notice.error}>{data.phoneNote}</p> : null}
          <div role="log" aria-label="Texts with the customer">
            <ol className={css.plainList}>
              {data.messages.length === 0 ? <li className={css.muted}>No texts yet.</li> : null}
              {data.messages.map((message) => (
                <li key={message.id}>
                  <strong>{message.direction === 'in' ? 'Customer' : 'Us'}</strong>
                  {' · '}
                  {kindWords[message.kind] ?? message.kind}
                  {' · '}
                  <span className={css.muted}>
                    {stateWords(message)} {instantLabel(message.at)}
                  </span>
                  <br />
                  {message.body !== null ? (
                    <span>{message.body}</span>
                  ) : (
                    <span className={css.muted}>(worded when it is sent)</span>
                  )}
                </li>
              ))}
            </ol>
          </div>
          <div role="status">{note?.ok ? <p className={css.notice.success}>{note.text}</p> : null}</div>
          <div role="alert">{note && !note.ok ? <p className={css.notice.error}>{note.text}</p> : null}</div>
          {data.canReply ? (
            <form onSubmit={submit} noValidate className={css.printHidden}>
              <TextArea
                label="Reply by text"
                name="body"
                value={body}
                onChange={setBody}
                errorMessage={error}
                isRequired
                rows={3}
                description={
                  preview
                    ? `${preview.segments.segments} text${preview.segments.segments === 1 ? '' : 's'}. ${preview.warning ?? ''}`.trim()
                    : 'Sent after “Coastal Haul:”.'
                }
              />
              <div className={css.row} style={{ marginTop: '0.5rem' }}>
                <Button type="submit" size="sm" isDisabled={isPending}>
                  Send text
                </Button>
              </div>
            </form>
          ) : (
            <p className={css.muted}>
              {data.consent === 'opted_out'
                ? 'No reply by text: this number opted out. Call instead.'
                : 'No reply by text: the customer has not agreed to texts, or the number cannot take them. Call or e-mail instead.'}
            </p>
          )}
        </>
      )}
    </section>
  );
}
