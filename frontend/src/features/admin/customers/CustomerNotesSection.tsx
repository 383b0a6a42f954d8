// Internal notes on a customer (decision 0174): who wrote what, when; never shown to the customer.
import { bookingNoteMaxLength, type CustomerNote } from '@dumpster/domain';
import { useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { failureOf, useResultMessage } from '../bookings/result-message.tsx';
import { instantLabel } from '../format.ts';

export function CustomerNotesSection({ customerId }: { customerId: string }) {
  const notes = useAdminQuery(adminApi.endpoints.customerNotes, customerId, customerId);
  const [add, adding] = useAdminMutation(adminApi.endpoints.addCustomerNote);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const result = useResultMessage();
  const submit = async () => {
    try {
      await add({ id: customerId, text });
      setText('');
      setError(undefined);
      result.settle(true, 'Note added.');
    } catch (failed) {
      const failure = failureOf(failed, 'The note was not added.');
      setError(failure.fields.text);
      result.settle(false, failure.text);
    }
  };
  return (
    <section aria-labelledby="customer-notes-title" className={css.panel}>
      <h2 id="customer-notes-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Notes <span className={css.muted}>(staff only, never shown to the customer)</span>
      </h2>
      {result.view}
      {notes.data && notes.data.notes.length > 0 ? (
        <ul className={css.plainList}>
          {notes.data.notes.map((note: CustomerNote) => (
            <li key={note.id}>
              <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</span>
              <br />
              <span className={css.muted}>
                {note.authorName}, {instantLabel(note.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.muted}>
          {notes.data ? 'No notes yet.' : notes.error ? 'The notes could not load.' : 'Loading the notes…'}
        </p>
      )}
      <form
        aria-label="Add a note on this customer"
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
        <div className={css.row} style={{ marginTop: '1rem' }}>
          <Button type="submit" size="sm" isDisabled={adding.isPending}>
            Add note
          </Button>
        </div>
      </form>
    </section>
  );
}
