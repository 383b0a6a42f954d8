// Internal notes on a booking (decision 0177): who wrote what, when; never shown to the customer.
// A note pinned to the day board shows beside the stop ("gate code 4411", "dog in yard").
import { type AdminBookingDetail, type BookingNote, bookingNoteMaxLength } from '@dumpster/domain';
import { useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { instantLabel } from '../format.ts';
import { failureOf, useResultMessage } from './result-message.tsx';

export function NotesSection({ booking }: { booking: AdminBookingDetail }) {
  const notes = useAdminQuery(adminApi.endpoints.bookingNotes, booking.id, booking.id);
  const [add, adding] = useAdminMutation(adminApi.endpoints.addBookingNote);
  const [pin, pinning] = useAdminMutation(adminApi.endpoints.pinBookingNote);
  const [text, setText] = useState('');
  const [pinned, setPinned] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const result = useResultMessage();
  const submit = async () => {
    try {
      await add({ id: booking.id, text, pinned });
      setText('');
      setPinned(false);
      setError(undefined);
      result.settle(true, pinned ? 'Note added and pinned to the day board.' : 'Note added.');
    } catch (failed) {
      const failure = failureOf(failed, 'The note was not added.');
      setError(failure.fields.text);
      result.settle(false, failure.text);
    }
  };
  const togglePin = async (noteId: string, next: boolean) => {
    try {
      await pin({ id: booking.id, noteId, pinned: next });
      result.settle(true, next ? 'Note pinned to the day board.' : 'Note taken off the day board.');
    } catch (failed) {
      result.settle(false, failureOf(failed, 'The note did not change.').text);
    }
  };
  return (
    <section aria-labelledby="notes-title" className={css.panel}>
      <h2 id="notes-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Notes <span className={css.muted}>(staff only, never shown to the customer)</span>
      </h2>
      {result.view}
      {notes.data && notes.data.notes.length > 0 ? (
        <ul className={css.plainList}>
          {notes.data.notes.map((note: BookingNote) => (
            <li key={note.id}>
              {note.pinned ? <span className={`${css.badge} ${css.badgeTone.warn}`}>Pinned</span> : null}{' '}
              {note.text}
              <br />
              <span className={css.muted}>
                {note.authorName}, {instantLabel(note.createdAt)}
              </span>{' '}
              <Button
                size="sm"
                variant="outline"
                isDisabled={pinning.isPending}
                aria-label={`${note.pinned ? 'Unpin' : 'Pin'} “${note.text.slice(0, 40)}”`}
                onPress={() => void togglePin(note.id, !note.pinned)}
              >
                {note.pinned ? 'Unpin' : 'Pin to day board'}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.muted}>{notes.data ? 'No notes yet.' : 'Loading the notes…'}</p>
      )}
      <form
        aria-label="Add a note"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextArea
          label="New note"
          name="note"
          value={text}
          onChange={setText}
          errorMessage={error}
          isRequired
          maxLength={bookingNoteMaxLength}
        />
        <Checkbox isSelected={pinned} onChange={setPinned}>
          Pin to the day board
        </Checkbox>
        <div className={css.row} style={{ marginTop: '1rem' }}>
          <Button type="submit" size="sm" isDisabled={adding.isPending}>
            Add note
          </Button>
        </div>
      </form>
    </section>
  );
}
