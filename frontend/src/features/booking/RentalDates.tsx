// The delivery and pickup pickers (spec section 5): no past deliveries; pickup disabled until a
// delivery exists and never before it. Dates cross this boundary as ISO strings.
//
// Until the form's script runs them (decision 0051), the fields are the browser's own date
// inputs: a visitor on a slow connection, or without JavaScript, can choose dates at once, and
// they are posted as YYYY-MM-DD. Once the form is live they become react-aria's pickers, with the
// dates taken in; a native field the visitor is in stays until they leave it.
import { type CalendarDate, type DateValue, parseDate } from '@internationalized/date';
import { type FocusEvent, memo, useRef, useState } from 'react';
import { DatePicker } from '../../shared/ui/DatePicker.tsx';
import { NativeDateField } from '../../shared/ui/NativeDateField.tsx';
import { fieldGrid } from './booking.css.ts';

function toCalendar(iso: string | null): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

interface RentalDatesProps {
  /** True while the form is the server's HTML: native date inputs. */
  native: boolean;
  today: string | null;
  deliveryDate: string;
  pickupDate: string;
  onDeliveryChange: (iso: string) => void;
  onPickupChange: (iso: string) => void;
  deliveryError?: string | undefined;
  pickupError?: string | undefined;
  /** Closed days and the chosen size's fully booked days (YYYY-MM-DD). */
  isUnavailable?: ((iso: string) => boolean) | undefined;
  /** The business's closed days in words (decision 0168): why some days are greyed. */
  closedNote?: string | undefined;
}

export const RentalDates = memo(function RentalDates({
  native,
  today,
  deliveryDate,
  pickupDate,
  onDeliveryChange,
  onPickupChange,
  deliveryError,
  pickupError,
  isUnavailable,
  closedNote,
}: RentalDatesProps) {
  const [inNativeField, setInNativeField] = useState(false);
  const nativeFields = useRef<HTMLDivElement>(null);
  const delivery = toCalendar(deliveryDate);
  if (native || inNativeField) {
    const focus = {
      onFocus: () => setInNativeField(true),
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        if (!nativeFields.current?.contains(event.relatedTarget as Node | null)) setInNativeField(false);
      },
    };
    return (
      <div className={fieldGrid} ref={nativeFields}>
        <div data-field="deliveryDate">
          <NativeDateField
            label="Delivery date"
            name="deliveryDate"
            value={deliveryDate}
            min={today ?? undefined}
            onChange={onDeliveryChange}
            {...focus}
            isRequired
            errorMessage={deliveryError}
          />
        </div>
        <div data-field="pickupDate">
          <NativeDateField
            label="Pickup date"
            name="pickupDate"
            value={pickupDate}
            min={deliveryDate || today || undefined}
            onChange={onPickupChange}
            {...focus}
            isRequired
            errorMessage={pickupError}
          />
        </div>
      </div>
    );
  }
  const isDateUnavailable = isUnavailable ? (date: DateValue) => isUnavailable(date.toString()) : undefined;
  return (
    <div className={fieldGrid}>
      <div data-field="deliveryDate">
        <DatePicker
          isDateUnavailable={isDateUnavailable}
          label="Delivery date"
          name="deliveryDate"
          value={delivery}
          onChange={(date) => onDeliveryChange(date ? date.toString() : '')}
          minValue={toCalendar(today) ?? undefined}
          isRequired
          description={closedNote}
          errorMessage={deliveryError}
        />
      </div>
      <div data-field="pickupDate">
        <DatePicker
          label="Pickup date"
          name="pickupDate"
          value={toCalendar(pickupDate)}
          onChange={(date) => onPickupChange(date ? date.toString() : '')}
          minValue={delivery ?? undefined}
          isDateUnavailable={isDateUnavailable}
          isDisabled={delivery === null}
          isRequired
          description={delivery === null ? 'Choose a delivery date first.' : closedNote}
          errorMessage={pickupError}
        />
      </div>
    </div>
  );
});
