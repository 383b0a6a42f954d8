// A booking's text conversation in the back office (decision 0203): read it, and answer the
// customer. Both for any signed-in staff member.
import { adminApiBase } from '../admin/admin-routes.ts';
import { textConversationSchema } from '../admin/admin-text-conversation.ts';
import { staffTextReplySchema } from '../text-messages/staff-reply.ts';
import { problemSchema } from './api-errors.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'Back office';
const staff = access.signedIn('owner', 'staff');
const noSuchBooking = { description: 'There is no such booking.', body: problemSchema('not_found') };

/** GET: the booking's conversation; POST: a staff reply (StaffTextReply). */
export const adminBookingTextsPath = `${adminApiBase}/bookings/:id/texts`;

export const adminGetTextConversation = declareRoute({
  name: 'adminGetTextConversation',
  method: 'get',
  path: adminBookingTextsPath,
  access: staff,
  tag,
  summary: 'A booking’s texts both ways, with its number’s consent',
  answers: {
    200: { description: 'The conversation, oldest first.', body: textConversationSchema },
    404: noSuchBooking,
  },
});

export const adminSendTextReply = declareRoute({
  name: 'adminSendTextReply',
  method: 'post',
  path: adminBookingTextsPath,
  access: staff,
  tag,
  summary: 'Answer the customer by text',
  description:
    'Queued in the texts’ outbox and sent at once by the worker, after the business’s name. Refused (409) when the number opted out or cannot take texts.',
  request: { body: staffTextReplySchema, bodyDescription: 'The reply’s words (at most 4 texts).' },
  answers: {
    200: { description: 'Queued: the conversation with the reply in it.', body: textConversationSchema },
    404: noSuchBooking,
    409: {
      description: 'The number opted out, or no number can take texts.',
      body: problemSchema('conflict'),
    },
  },
});

export const adminTextMessagesApi = [adminGetTextConversation, adminSendTextReply] as const;
