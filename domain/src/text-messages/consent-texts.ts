// The exact consent wording a customer agreed to, kept as proof (decision 0140). Each wording
// has a version id; a change of wording is a new version added here, and the old ones stay, so a
// consent record made under any version can still show what the customer saw. The web forms'
// wording lives in business/business-facts.ts (both forms render `smsConsentText`); the test
// beside this file fails the day that sentence changes without a new version here.
import { business, policies } from '../business/business-facts.ts';

/** Where a consent was given: one of the two forms, read out by staff, or texted by the customer. */
export const textConsentSources = ['booking_form', 'contact_form', 'staff', 'keyword'] as const;
export type TextConsentSource = (typeof textConsentSources)[number];

export interface TextConsentVersion {
  /** Stable id stored with each consent record; never reused for another wording. */
  readonly id: string;
  /** The wording exactly as shown, read out or answered. */
  readonly text: string;
  /** Where this wording is used. */
  readonly usedBy: readonly TextConsentSource[];
  /** The Florida date this wording was first shown. */
  readonly since: string;
}

const optOutWords = policies.smsOptOutWords.join(', ');

/**
 * Every wording ever used, oldest first. Append only: editing a published text would make the
 * records that point at it prove something the customer never saw.
 */
export const textConsentVersions: readonly TextConsentVersion[] = [
  {
    id: 'web-form-2026-11',
    text:
      'By checking this box you agree to receive text messages about your request from Coastal Haul. ' +
      'Message frequency varies. Message and data rates may apply. ' +
      'Reply STOP, END, CANCEL, UNSUBSCRIBE, QUIT to opt out; reply HELP for help.',
    usedBy: ['booking_form', 'contact_form'],
    since: '2026-11-23',
  },
  {
    id: 'phone-script-2026-11',
    text:
      `May ${business.shortName} text you about this booking: confirmations, reminders the day before ` +
      'delivery and pickup, and when the driver is on the way? Message frequency varies. Message and ' +
      `data rates may apply. Reply ${optOutWords} to opt out; reply ${policies.smsHelpWord} for help. ` +
      `Texts are only for people ${policies.minimumAge} or older.`,
    usedBy: ['staff'],
    since: '2026-11-27',
  },
  {
    id: 'start-reply-2026-11',
    text:
      `${business.shortName}: You're subscribed to texts about your dumpster bookings (confirmations, ` +
      'reminders, driver on the way). Msg frequency varies. Msg & data rates may apply. ' +
      'Reply STOP to opt out, HELP for help.',
    usedBy: ['keyword'],
    since: '2026-11-27',
  },
];

/** The wording each source uses today: the newest version that names it. */
export function currentTextConsentVersion(source: TextConsentSource): TextConsentVersion {
  const version = textConsentVersions.findLast((candidate) => candidate.usedBy.includes(source));
  if (!version) throw new Error(`No consent wording for ${source}`);
  return version;
}

export function findTextConsentVersion(id: string): TextConsentVersion | undefined {
  return textConsentVersions.find((version) => version.id === id);
}
