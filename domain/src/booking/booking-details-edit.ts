// Staff correct a booking's details (decision 0175): contact details, the site's address, the
// instructions, the company and job fields, each judged by the booking form's own rule for that
// field. The request names only the fields that change, with the version of the booking the
// form was filled from: the server refuses (409) when the booking changed since, so two people
// on the phone never overwrite each other without seeing it. The history keeps each field's
// before and after.
import * as v from 'valibot';
import { canonicalEmail } from '../contact-details/canonical-email.ts';
import { type BookingType, bookingFieldEntries, bookingMessages } from './booking-schema.ts';

/** The fields staff may correct, in the order the form and the history show them. */
export const editableBookingFields = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'zipCode',
  'specialInstructions',
  'companyName',
  'jobNumber',
  'jobName',
] as const;
export type EditableBookingField = (typeof editableBookingFields)[number];

/** How staff read each field (the form's labels and the history's words). */
export const editableFieldLabels: Readonly<Record<EditableBookingField, string>> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  zipCode: 'ZIP code',
  specialInstructions: 'Special instructions',
  companyName: 'Company',
  jobNumber: 'Job number',
  jobName: 'Job name',
};

export const bookingEditMessages = {
  version: 'The version of the booking the form was filled from is missing',
  nothing: 'Nothing was changed',
  stale:
    'Someone changed this booking while you were editing it. Your changes were not saved: check the booking as it is now and edit again.',
} as const;

/** Optional text fields store null when emptied; the others may not be emptied. */
const nullableFields = new Set<NullableField>(['specialInstructions', 'companyName', 'jobNumber', 'jobName']);

const optionalEntries = Object.fromEntries(
  editableBookingFields.map((field) => [field, v.optional(bookingFieldEntries[field])]),
) as { [Field in EditableBookingField]: v.OptionalSchema<(typeof bookingFieldEntries)[Field], undefined> };

export const bookingEditRequestSchema = v.object({
  /** The booking's version the form was filled from (the detail's `version`). */
  version: v.pipe(v.number(bookingEditMessages.version), v.integer(), v.minValue(0)),
  changes: v.object(optionalEntries),
});
export type BookingEditRequest = v.InferOutput<typeof bookingEditRequestSchema>;
export type BookingEditChanges = BookingEditRequest['changes'];

type NullableField = 'specialInstructions' | 'companyName' | 'jobNumber' | 'jobName';

/** The stored details an edit is judged on: the optional ones are null when blank. */
export type EditableBookingDetails = Readonly<
  Record<Exclude<EditableBookingField, NullableField>, string> & Record<NullableField, string | null>
>;

export type FieldChange = { readonly from: string | null; readonly to: string | null };

export type BookingEditDecision =
  | {
      readonly ok: true;
      /** The fields as they are to be stored. */
      readonly next: EditableBookingDetails;
      /** Only the fields that really change, before and after (the history's details). */
      readonly changed: Readonly<Partial<Record<EditableBookingField, FieldChange>>>;
    }
  | { readonly ok: false; readonly refusal: 'stale'; readonly message: string }
  | { readonly ok: false; readonly refusal: 'nothing'; readonly message: string }
  | {
      readonly ok: false;
      readonly refusal: 'invalid';
      readonly message: string;
      readonly fields: Readonly<Partial<Record<EditableBookingField, string>>>;
    };

function stored(field: EditableBookingField, value: string): string | null {
  if (field === 'email') return canonicalEmail(value);
  return nullableFields.has(field as NullableField) && value === '' ? null : value;
}

/**
 * The edit to store, or why not: `stale` when the booking's version moved since the form was
 * filled, `nothing` when no field differs from what is stored.
 */
export function decideBookingEdit(
  current: EditableBookingDetails & { readonly bookingType: BookingType },
  currentVersion: number,
  request: BookingEditRequest,
): BookingEditDecision {
  if (request.version !== currentVersion)
    return { ok: false, refusal: 'stale', message: bookingEditMessages.stale };
  const next: Record<EditableBookingField, string | null> = Object.fromEntries(
    editableBookingFields.map((field) => [field, current[field]]),
  ) as Record<EditableBookingField, string | null>;
  const changed: Partial<Record<EditableBookingField, FieldChange>> = {};
  for (const field of editableBookingFields) {
    const typed = request.changes[field];
    if (typed === undefined) continue;
    const value = stored(field, typed);
    if (value === current[field]) continue;
    next[field] = value;
    changed[field] = { from: current[field], to: value };
  }
  // The booking form's rule: a commercial booking names its company.
  if (current.bookingType === 'commercial' && next.companyName === null)
    return {
      ok: false,
      refusal: 'invalid',
      message: bookingMessages.companyName,
      fields: { companyName: bookingMessages.companyName },
    };
  if (Object.keys(changed).length === 0)
    return { ok: false, refusal: 'nothing', message: bookingEditMessages.nothing };
  // A required field's rule refuses an empty value, so only the optional ones can be null here.
  return { ok: true, next: next as EditableBookingDetails, changed };
}
