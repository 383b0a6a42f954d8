// Internal notes on a customer (decision 0174): who wrote what, when; never part of anything the
// customer sees. The text rules are a booking note's.
import * as v from 'valibot';
import { bookingNoteMaxLength, bookingNoteMessages } from './booking-notes.ts';

export const customerNoteRequestSchema = v.object({
  text: v.pipe(
    v.string(bookingNoteMessages.text),
    v.trim(),
    v.nonEmpty(bookingNoteMessages.text),
    v.maxLength(bookingNoteMaxLength, bookingNoteMessages.tooLong),
  ),
});
export type CustomerNoteRequest = v.InferOutput<typeof customerNoteRequestSchema>;

export const customerNoteSchema = v.object({
  id: v.string(),
  customerId: v.string(),
  text: v.string(),
  /** The staff member's name when they wrote it. */
  authorName: v.string(),
  /** ISO 8601 instant. */
  createdAt: v.string(),
});
export type CustomerNote = v.InferOutput<typeof customerNoteSchema>;

export const customerNotesSchema = v.object({ notes: v.array(customerNoteSchema) });
export type CustomerNotes = v.InferOutput<typeof customerNotesSchema>;
