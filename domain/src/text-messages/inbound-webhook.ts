// The fields of Twilio's request to the incoming-message webhook (decision 0143), as it posts
// them (application/x-www-form-urlencoded, so every value is text): MessageSid, AccountSid, From,
// To, Body, NumMedia, NumSegments, MediaUrl{N} and MediaContentType{N}, MessagingServiceSid when
// the number belongs to a Messaging Service, OptOutType (STOP, START or HELP) when Advanced
// Opt-Out matched a keyword, and more (SmsSid, FromCity, ApiVersion ...). Twilio adds parameters
// without notice, so unknown ones are accepted and ignored here; the signature is checked on the
// raw parameters, all of them, before this schema runs.
import * as v from 'valibot';
import { e164PhoneField } from './text-consent.ts';

/** Twilio's Body limit. */
export const inboundBodyMaxLength = 1600;
/** Twilio attaches at most 10 media to one message. */
export const inboundMaxMedia = 10;

const sid = (prefixes: string, what: string) =>
  v.pipe(
    v.string(`${what} is missing`),
    v.regex(new RegExp(`^(${prefixes})[0-9a-fA-F]{32}$`), `${what} is not a Twilio id`),
  );

const count = (what: string) =>
  v.pipe(
    v.string(`${what} must be a number`),
    v.regex(/^\d{1,3}$/, `${what} must be a whole number`),
    v.transform((text) => Number(text)),
  );

export interface InboundMedia {
  readonly url: string;
  readonly contentType: string;
}

const requiredFields: Readonly<Record<string, string>> = {
  MessageSid: 'MessageSid is missing',
  AccountSid: 'AccountSid is missing',
  From: 'From is missing',
  To: 'To is missing',
};

/** valibot names a missing key in the object's message; this names the field instead. */
function missingFieldMessage(issue: v.LooseObjectIssue): string {
  const key = issue.path?.[0]?.key;
  return (typeof key === 'string' ? requiredFields[key] : undefined) ?? issue.message;
}

const webhookFields = v.looseObject(
  {
    MessageSid: sid('SM|MM', 'MessageSid'),
    AccountSid: sid('AC', 'AccountSid'),
    MessagingServiceSid: v.optional(sid('MG', 'MessagingServiceSid')),
    From: e164PhoneField,
    To: e164PhoneField,
    Body: v.optional(
      v.pipe(v.string('Body must be text'), v.maxLength(inboundBodyMaxLength, 'Body is too long')),
      '',
    ),
    NumMedia: v.optional(
      v.pipe(count('NumMedia'), v.maxValue(inboundMaxMedia, `NumMedia is more than ${inboundMaxMedia}`)),
      '0',
    ),
    NumSegments: v.optional(count('NumSegments')),
    OptOutType: v.optional(v.picklist(['STOP', 'START', 'HELP'], 'OptOutType is not STOP, START or HELP')),
  },
  missingFieldMessage,
);

function mediaOf(fields: Record<string, unknown>, numMedia: number): InboundMedia[] {
  const media: InboundMedia[] = [];
  for (let index = 0; index < numMedia; index += 1) {
    const url = fields[`MediaUrl${index}`];
    const contentType = fields[`MediaContentType${index}`];
    if (typeof url === 'string' && typeof contentType === 'string') media.push({ url, contentType });
  }
  return media;
}

export const twilioInboundMessageSchema = v.pipe(
  webhookFields,
  v.check(
    (fields) =>
      Array.from({ length: fields.NumMedia }, (_, index) => fields[`MediaUrl${index}`]).every(
        (url) => typeof url === 'string' && /^https:\/\/\S+$/.test(url),
      ),
    'Each of the NumMedia media needs its https MediaUrl',
  ),
  v.transform((fields) => ({
    messageSid: fields.MessageSid,
    accountSid: fields.AccountSid,
    messagingServiceSid: fields.MessagingServiceSid ?? null,
    from: fields.From,
    to: fields.To,
    body: fields.Body,
    numSegments: fields.NumSegments ?? null,
    media: mediaOf(fields, fields.NumMedia),
    optOutType: fields.OptOutType ?? null,
  })),
);
export type InboundTextMessage = v.InferOutput<typeof twilioInboundMessageSchema>;
