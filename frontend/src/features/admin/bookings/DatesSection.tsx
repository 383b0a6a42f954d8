// Move a booking's dates on the phone (decision 0176): extend, shorten or reschedule. The domain's
// decideStaffDateChange runs here as the staff member types, so the kind of change and the price
// difference show before anything is saved; inside the customer's 24-hour limit a reason field
// appears and is required. The server decides again on the stored booking, holds the fleet and
// e-mails the customer the updated calendar event. One Idempotency-Key per attempt: a retry after
// a lost answer changes nothing twice.
import {
  type AdminBookingDetail,
  businessDateAt,
  decideStaffDateChange,
  formatUsd,
  staffDateChangeNeedsReason,
  staffDateStatuses,
  staffReasonMaxLength,
} from '@dumpster/domain';
import { useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { NativeDateField } from '../../../shared/ui/NativeDateField.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { isApiError, useAdminMutation } from '../admin-store.tsx';
import { dateLabel } from '../format.ts';
import { failureOf, useResultMessage } from './result-message.tsx';

const changeWords = {
  extended: 'Extension',
  shortened: 'Shorter rental',
  rescheduled: 'Reschedule',
} as const;

function signedUsd(cents: number): string {
  if (cents === 0) return 'no change';
  return cents > 0 ? `+${formatUsd(cents)}` : `−${formatUsd(-cents)}`;
}

const newKey = () => globalThis.crypto.randomUUID();

export function DatesSection({ booking, onRefresh }: { booking: AdminBookingDetail; onRefresh: () => void }) {
  const [deliveryDate, setDeliveryDate] = useState(booking.deliveryDate);
  const [pickupDate, setPickupDate] = useState(booking.pickupDate);
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [key, setKey] = useState(newKey);
  const [change, { isPending }] = useAdminMutation(adminApi.endpoints.changeBookingDates);
  const result = useResultMessage();
  if (!staffDateStatuses.includes(booking.status)) return null;

  const now = new Date();
  const request = { deliveryDate, pickupDate };
  const needsReason = staffDateChangeNeedsReason(booking, request, now);
  // The price is shown before the reason is typed: judged as if one were given.
  const preview = decideStaffDateChange(booking, { ...request, reason: reason || 'preview' }, { now });
  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setKey(newKey());
    setFields({});
  };
  const save = async () => {
    try {
      const after = await change({ id: booking.id, idempotencyKey: key, ...request, reason });
      setReason('');
      setKey(newKey());
      result.settle(
        true,
        `Dates saved: delivery ${dateLabel(after.deliveryDate)}, pickup ${dateLabel(after.pickupDate)}, total ${formatUsd(after.quote.totalCents)}. The customer is e-mailed the new dates.`,
      );
    } catch (error) {
      const failure = failureOf(error, 'The dates were not changed.');
      setFields(failure.fields);
      result.settle(false, failure.text);
      if (isApiError(error) && error.status === 409) onRefresh();
    }
  };
  return (
    <section aria-labelledby="dates-title" className={`${css.panel} ${css.printHidden}`}>
      <h2 id="dates-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Dates
      </h2>
      {result.view}
      <form
        aria-labelledby="dates-title"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className={css.row}>
          <NativeDateField
            label="Delivery date"
            name="deliveryDate"
            value={deliveryDate}
            onChange={edited(setDeliveryDate)}
            errorMessage={fields.deliveryDate}
            isRequired
          />
          <NativeDateField
            label="Pickup date"
            name="pickupDate"
            value={pickupDate}
            onChange={edited(setPickupDate)}
            min={businessDateAt(now)}
            errorMessage={fields.pickupDate}
            isRequired
          />
        </div>
        <p aria-live="polite" className={css.muted}>
          {preview.ok
            ? `${changeWords[preview.change]}: price difference ${signedUsd(preview.priceDifferenceCents)}, new total ${formatUsd(preview.quote.totalCents)} (now ${formatUsd(booking.quote.totalCents)}).`
            : preview.message}
        </p>
        {needsReason ? (
          <TextArea
            label="Reason (inside the customer’s 24-hour limit)"
            name="reason"
            description="Kept in the booking’s history."
            value={reason}
            onChange={(value) => {
              setReason(value);
              setKey(newKey());
            }}
            errorMessage={fields.reason}
            isRequired
            maxLength={staffReasonMaxLength}
          />
        ) : null}
        <div className={css.row} style={{ marginTop: '1rem' }}>
          <Button type="submit" size="sm" isDisabled={isPending || !preview.ok}>
            Save dates
          </Button>
        </div>
      </form>
    </section>
  );
}
