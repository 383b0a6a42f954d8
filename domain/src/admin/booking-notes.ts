// Internal notes on a booking (decision 0177): who wrote what, when; never part of anything the
// customer sees. A note can be pinned to the day board ("gate code 4411", "dog in yard"), where
// the driver's stop shows it.
import * as v from 'valibot';

export const bookingNoteMaxLength = 1000;

export const bookingNoteMessages = {
  text: 'Please write the note',
  tooLong: `Please keep a note under ${bookingNoteMaxLength} characters`,
  pinned: 'Pinned is true or false',
} as const;

export const bookingNoteRequestSchema = v.object({
  text: v.pipe(
    v.string(bookingNoteMessages.text),
    v.trim(),
    v.nonEmpty(bookingNoteMessages.text),
    v.maxLength(bookingNoteMaxLength, bookingNoteMessages.tooLong),
  ),
  pinned: v.optional(v.boolean(bookingNoteMessages.pinned), false),
});
export type BookingNoteRequest = v.InferOutput<typeof bookingNoteRequestSchema>;

export const bookingNotePinRequestSchema = v.object({
  pinned: v.boolean(bookingNoteMessages.pinned),
});
export type BookingNotePinRequest = v.InferOutput<typeof bookingNotePinRequestSchema>;

export const bookingNoteSchema = v.object({
  id: v.string(),
  bookingId: v.string(),
  text: v.string(),
  pinned: v.boolean(),
  /** The staff member's name when they wrote it. */
  authorName: v.string(),
  /** ISO 8601 instant. */
  createdAt: v.string(),
});
export type BookingNote = v.InferOutput<typeof bookingNoteSchema>;

export const bookingNotesSchema = v.object({ notes: v.array(bookingNoteSchema) });
export type BookingNotes = v.InferOutput<typeof bookingNotesSchema>;

/** A pinned note as the day board shows it beside its stop. */
export const pinnedNoteSchema = v.object({
  id: v.string(),
  text: v.string(),
  authorName: v.string(),
  createdAt: v.string(),
});
export type PinnedNote = v.InferOutput<typeof pinnedNoteSchema>;
