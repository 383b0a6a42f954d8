// A booking's text conversation in the back office (decision 0203): the number and whether it may
// be texted, then every text both ways, oldest first: what we sent (booking texts, reminders,
// staff replies) and what the customer wrote.
import * as v from 'valibot';

export const textConversationDirections = ['in', 'out'] as const;

export const textConversationMessageSchema = v.object({
  id: v.string(),
  direction: v.picklist(textConversationDirections),
  /** 'reply' for the customer's; for ours, the text's kind ('delivery_reminder', 'staff_reply', ...). */
  kind: v.string(),
  /** The words; null for a text of ours not sent yet (worded when sent). */
  body: v.nullable(v.string()),
  /** ISO instant: received, sent, or due. */
  at: v.string(),
  /** Ours: pending, sent, dead or withdrawn; the customer's: received. */
  status: v.string(),
  /** Ours: text, email (a reminder that went by e-mail) or none; null until decided. */
  channel: v.nullable(v.string()),
});
export type TextConversationMessage = v.InferOutput<typeof textConversationMessageSchema>;

export const textConversationSchema = v.object({
  /** The number as typed on the booking. */
  phone: v.string(),
  /** E.164, or null when it could not be read as a number. */
  phoneE164: v.nullable(v.string()),
  /** The staff note when texts cannot reach the number, else null. */
  phoneNote: v.nullable(v.string()),
  consent: v.picklist(['opted_in', 'opted_out', 'never_asked']),
  /** Whether a staff reply can be sent now. */
  canReply: v.boolean(),
  messages: v.array(textConversationMessageSchema),
});
export type TextConversation = v.InferOutput<typeof textConversationSchema>;

/** Why a reply cannot go, for staff. */
export const textReplyRefusals = {
  opted_out: 'This number has opted out of texts (they replied STOP). Call them instead.',
  no_number: 'This booking has no number that can take texts. Call or e-mail instead.',
  no_consent:
    'This customer has not agreed to texts and has not texted us. Call or e-mail instead, or ask them to text START.',
} as const;
