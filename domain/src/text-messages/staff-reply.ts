// A staff member's answer in a booking's conversation (decision 0143). It goes out after the
// business's name, like every text, with typographic quotes and dashes made plain (a curly
// apostrophe from a phone keyboard would otherwise make it a 70-character-per-segment text).
// Letters and emoji stay as written: staff chose them, and the preview says what they cost.
import * as v from 'valibot';
import { plainPunctuation } from './gsm-transliteration.ts';
import { countSmsSegments, type SmsSegmentCount } from './segments.ts';
import { textSender } from './text-wording.ts';

/** A reply may run to 4 segments; past 2 the preview warns. */
export const staffReplyMaxSegments = 4;
export const staffReplyWarnAboveSegments = 2;
/** Characters a reply may hold at all (4 GSM-7 segments are 612). */
export const staffReplyMaxLength = 612;

export const staffReplyMessages = {
  empty: 'Write a reply before sending',
  tooLong: `Please keep the reply under ${staffReplyMaxLength} characters`,
  tooManySegments: `This reply would be more than ${staffReplyMaxSegments} texts; please shorten it`,
  controlCharacter: 'The reply holds a character that cannot be sent; please retype it',
} as const;

/** The text as the customer receives it. */
export function staffReplyText(body: string): string {
  return `${textSender} ${plainPunctuation(body.trim())}`;
}

export interface StaffReplyPreview {
  readonly text: string;
  readonly segments: SmsSegmentCount;
  /** A sentence for staff when the reply costs more than one plain text; null otherwise. */
  readonly warning: string | null;
}

export function staffReplyPreview(body: string): StaffReplyPreview {
  const text = staffReplyText(body);
  const segments = countSmsSegments(text);
  const notes: string[] = [];
  if (segments.segments > 1) notes.push(`This reply will be sent as ${segments.segments} texts.`);
  if (segments.firstNonGsmCharacter !== undefined) {
    notes.push(
      `"${segments.firstNonGsmCharacter}" makes each text hold 70 characters instead of 160; leave it out to send more per text.`,
    );
  }
  if (segments.segments > staffReplyWarnAboveSegments) notes.push('Consider a shorter reply or a call.');
  return { text, segments, warning: notes.length > 0 ? notes.join(' ') : null };
}

/** Control characters other than line breaks have no place in a text (and no GSM-7 form). */
function holdsControlCharacter(body: string): boolean {
  for (const character of body) {
    const code = character.codePointAt(0) ?? 0;
    if ((code < 0x20 && character !== '\n' && character !== '\r') || code === 0x7f) return true;
  }
  return false;
}

export const staffTextReplySchema = v.object({
  body: v.pipe(
    v.string(staffReplyMessages.empty),
    v.trim(),
    v.nonEmpty(staffReplyMessages.empty),
    v.maxLength(staffReplyMaxLength, staffReplyMessages.tooLong),
    v.check((body) => !holdsControlCharacter(body), staffReplyMessages.controlCharacter),
    v.check(
      // Past the length limit that message alone says what to do.
      (body) =>
        body.length > staffReplyMaxLength ||
        countSmsSegments(staffReplyText(body)).segments <= staffReplyMaxSegments,
      staffReplyMessages.tooManySegments,
    ),
  ),
});
export type StaffTextReply = v.InferOutput<typeof staffTextReplySchema>;
