// A booking's text conversation in the mock back office (decision 0203), answered as the server
// does: the conversation built from the booking (texts for a customer who agreed to them, the
// reminders due, a question from the first booking's customer), a reply queued in it, and the
// server's refusals (404, 409 for a customer who has not agreed to texts).
import {
  type AdminBookingDetail,
  staffReplyText,
  staffTextReplySchema,
  type TextConversation,
  type TextConversationMessage,
  textReplyRefusals,
} from '@dumpster/domain';
import { adminBookingTextsPath } from '@dumpster/domain/api';
import { http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { data } from './back-office-state.ts';
import { fieldsOf, json, ok, problem } from './mock-answers.ts';
import { guard } from './mock-session.ts';

const path = `*${adminBookingTextsPath}`;
/** Replies staff sent in this tab, by booking. */
const replies = new Map<string, TextConversationMessage[]>();

/** '(904) 555-0134' -> '+19045550134' for the US numbers of the mock's data; null otherwise. */
function e164Of(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  return digits.length === 11 && digits.startsWith('1') ? `+${digits}` : null;
}

export function mockConversation(booking: AdminBookingDetail, first: boolean): TextConversation {
  const phoneE164 = e164Of(booking.phone);
  const messages: TextConversationMessage[] = [];
  const created = booking.createdAt;
  if (booking.smsOptIn) {
    messages.push({
      id: `${booking.id}-received`,
      direction: 'out',
      kind: 'booking_received',
      body: `Coastal Haul: Thanks! We got your booking ${booking.reference}. We'll text you once it's confirmed. Msg frequency varies; msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
      at: created,
      status: 'sent',
      channel: 'text',
    });
    if (first) {
      messages.push({
        id: `${booking.id}-question`,
        direction: 'in',
        kind: 'reply',
        body: 'Can the driver come after 2 PM? The gate code is 4411.',
        at: new Date(new Date(created).getTime() + 30 * 60_000).toISOString(),
        status: 'received',
        channel: 'text',
      });
    }
  }
  messages.push({
    id: `${booking.id}-delivery-reminder`,
    direction: 'out',
    kind: 'delivery_reminder',
    body: null,
    at: `${booking.deliveryDate}T22:00:00.000Z`,
    status: 'pending',
    channel: null,
  });
  messages.push(...(replies.get(booking.id) ?? []));
  const consent = booking.smsOptIn ? 'opted_in' : 'never_asked';
  return {
    phone: booking.phone,
    phoneE164,
    phoneNote: phoneE164
      ? null
      : `The phone number "${booking.phone}" could not be read as a number we can call or text: please check it with the customer.`,
    consent,
    canReply:
      phoneE164 !== null &&
      (consent === 'opted_in' || messages.some((message) => message.direction === 'in')),
    messages,
  };
}

function conversationOf(id: string | readonly string[] | undefined): TextConversation | undefined {
  const bookings = data().bookings;
  const booking = bookings.find((candidate) => candidate.id === id);
  return booking ? mockConversation(booking, booking === bookings[0]) : undefined;
}

export const textsHandlers = [
  http.get(path, async ({ request, params }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const conversation = conversationOf(params.id);
    return conversation ? ok(conversation) : problem(404, 'not_found', 'There is no such booking.');
  }),
  http.post(path, async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(staffTextReplySchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const conversation = conversationOf(params.id);
    if (!conversation) return problem(404, 'not_found', 'There is no such booking.');
    if (!conversation.canReply) {
      const refusal =
        conversation.consent === 'opted_out'
          ? 'opted_out'
          : conversation.phoneE164
            ? 'no_consent'
            : 'no_number';
      return problem(409, 'conflict', textReplyRefusals[refusal]);
    }
    const id = String(params.id);
    const sent: TextConversationMessage = {
      id: `${id}-reply-${(replies.get(id)?.length ?? 0) + 1}`,
      direction: 'out',
      kind: 'staff_reply',
      body: staffReplyText(parsed.output.body),
      at: new Date().toISOString(),
      status: 'pending',
      channel: null,
    };
    replies.set(id, [...(replies.get(id) ?? []), sent]);
    return ok(conversationOf(params.id));
  }),
];
