// Correct a booking's details (decision 0175): the form starts from the booking as loaded and
// sends only what changed, with the version it was filled from. When someone else changed the
// booking meanwhile the server saves nothing (409): the page shows the booking as it is now and
// says so, and the form starts again from it.
import {
  type AdminBookingDetail,
  type EditableBookingField,
  editableBookingFields,
  editableFieldLabels,
} from '@dumpster/domain';
import { useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { isApiError, useAdminMutation } from '../admin-store.tsx';
import { failureOf, useResultMessage } from './result-message.tsx';

type Values = Record<EditableBookingField, string>;

const valuesOf = (booking: AdminBookingDetail): Values =>
  Object.fromEntries(editableBookingFields.map((field) => [field, booking[field] ?? ''])) as Values;

export function EditDetailsSection({
  booking,
  onRefresh,
}: {
  booking: AdminBookingDetail;
  onRefresh: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>(() => valuesOf(booking));
  // What the form was filled from: its version goes with the save, so a change made meanwhile by
  // someone else is refused instead of overwritten.
  const [filledFrom, setFilledFrom] = useState(() => ({
    values: valuesOf(booking),
    version: booking.version,
  }));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [edit, { isPending }] = useAdminMutation(adminApi.endpoints.editBooking);
  const result = useResultMessage();
  const start = () => {
    setValues(valuesOf(booking));
    setFilledFrom({ values: valuesOf(booking), version: booking.version });
    setFields({});
    result.clear();
    setEditing(true);
  };
  const save = async () => {
    const before = filledFrom.values;
    const changes = Object.fromEntries(
      editableBookingFields
        .filter((field) => values[field] !== before[field])
        .map((field) => [field, values[field]]),
    );
    if (Object.keys(changes).length === 0) {
      result.settle(false, 'Nothing was changed.');
      return;
    }
    try {
      await edit({ id: booking.id, version: filledFrom.version, changes });
      setEditing(false);
      setFields({});
      result.settle(
        true,
        `Saved: ${Object.keys(changes)
          .map((field) => editableFieldLabels[field as EditableBookingField])
          .join(', ')}.`,
      );
    } catch (error) {
      const failure = failureOf(error, 'The details were not saved.');
      setFields(failure.fields);
      result.settle(false, failure.text);
      if (isApiError(error) && error.status === 409) {
        setEditing(false);
        onRefresh();
      }
    }
  };
  const field = (name: EditableBookingField) => ({
    label: editableFieldLabels[name],
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    errorMessage: fields[name],
  });
  return (
    <section aria-labelledby="edit-title" className={`${css.panel} ${css.printHidden}`}>
      <h2 id="edit-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Edit details
      </h2>
      {result.view}
      {editing ? (
        <form
          aria-labelledby="edit-title"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className={css.columns}>
            <div>
              <TextField {...field('name')} isRequired />
              <TextField {...field('email')} type="email" isRequired />
              <TextField {...field('phone')} type="tel" isRequired />
              <TextField {...field('companyName')} />
              <TextField {...field('jobNumber')} />
              <TextField {...field('jobName')} />
            </div>
            <div>
              <TextField {...field('address')} isRequired />
              <TextField {...field('city')} isRequired />
              <TextField {...field('zipCode')} isRequired />
              <TextArea {...field('specialInstructions')} />
            </div>
          </div>
          <div className={css.row} style={{ marginTop: '1rem' }}>
            <Button type="submit" size="sm" isDisabled={isPending}>
              Save details
            </Button>
            <Button variant="ghost" size="sm" onPress={() => setEditing(false)}>
              Cancel editing
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" size="sm" onPress={start}>
          Edit details
        </Button>
      )}
    </section>
  );
}
