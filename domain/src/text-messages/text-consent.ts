// Whether a phone number may be texted (decision 0140): consent belongs to the number, so a STOP
// from it stops every booking's texts. Each opt-in keeps its record (when, where, who, and the
// exact wording agreed to); each opt-out keeps when and how. The newest event decides; at the
// same instant an opt-out wins, since texting someone who said stop is the worse mistake.
import * as v from 'valibot';
import { findTextConsentVersion, type TextConsentSource, textConsentSources } from './consent-texts.ts';

export type TextOptOutSource = 'keyword' | 'staff' | 'provider';

export type TextConsentEvent =
  | {
      readonly kind: 'opt_in';
      readonly at: Date;
      readonly source: TextConsentSource;
      readonly versionId: string;
    }
  | { readonly kind: 'opt_out'; readonly at: Date; readonly source: TextOptOutSource };

export type TextConsentState = 'opted_in' | 'opted_out' | 'never_asked';

/** The number's state after its events, in any order. */
export function textConsentState(events: readonly TextConsentEvent[]): TextConsentState {
  let latest: TextConsentEvent | undefined;
  for (const event of events) {
    const newer = !latest || event.at.getTime() > latest.at.getTime();
    const sameMomentStop = latest && event.at.getTime() === latest.at.getTime() && event.kind === 'opt_out';
    if (newer || sameMomentStop) latest = event;
  }
  if (!latest) return 'never_asked';
  return latest.kind === 'opt_in' ? 'opted_in' : 'opted_out';
}

const e164Pattern = /^\+[1-9]\d{7,14}$/;

/** An E.164 number ('+19045550142'): the form contact-details' normalisation stores. */
export const e164PhoneField = v.pipe(
  v.string('The phone number must be text'),
  v.regex(e164Pattern, 'The phone number must be in E.164 form, like +19045550142'),
);

/**
 * A consent record as stored: the number, when, where (and the staff member when staff took it
 * by phone), the wording's version and the wording itself. The text must be the version's text
 * exactly: a record that does not match its version proves nothing.
 */
export const textConsentRecordSchema = v.pipe(
  v.object({
    phoneE164: e164PhoneField,
    at: v.date('The consent needs the moment it was given'),
    source: v.picklist(textConsentSources, 'The consent needs where it was given'),
    staffUserId: v.optional(v.pipe(v.string(), v.nonEmpty('The staff member is missing'))),
    bookingId: v.optional(v.string()),
    versionId: v.string('The consent needs the version of its wording'),
    text: v.string('The consent needs the wording agreed to'),
  }),
  v.forward(
    v.check(
      (record) => findTextConsentVersion(record.versionId) !== undefined,
      'Unknown consent wording version',
    ),
    ['versionId'],
  ),
  v.forward(
    v.check(
      // An unknown version is reported on versionId alone.
      (record) => (findTextConsentVersion(record.versionId)?.text ?? record.text) === record.text,
      "The consent text differs from its version's wording",
    ),
    ['text'],
  ),
  v.forward(
    v.check(
      (record) => findTextConsentVersion(record.versionId)?.usedBy.includes(record.source) ?? true,
      'This wording is not used where the consent says it was given',
    ),
    ['source'],
  ),
  v.forward(
    v.check(
      (record) => (record.source === 'staff') === (record.staffUserId !== undefined),
      'A consent taken by staff names the staff member, and only then',
    ),
    ['staffUserId'],
  ),
);
export type TextConsentRecord = v.InferOutput<typeof textConsentRecordSchema>;
