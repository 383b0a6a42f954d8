// The delivery and pickup pickers (spec section 5): no past deliveries; pickup disabled until a
// delivery exists and never before it. Dates cross this boundary as ISO strings.
import { type CalendarDate, parseDate } from '@internationalized/date';
import { memo } from 'react';
import { DatePicker } from '../../shared/ui/DatePicker.tsx';
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
  today: string | null;
  deliveryDate: string;
  pickupDate: string;
  onDeliveryChange: (iso: string) => void;
  onPickupChange: (iso: string) => void;
  deliveryError?: string | undefined;
  pickupError?: string | undefined;
}

export const RentalDates = memo(function RentalDates({
  today,
  deliveryDate,
  pickupDate,
  onDeliveryChange,
  onPickupChange,
  deliveryError,
  pickupError,
}: RentalDatesProps) {
  const delivery = toCalendar(deliveryDate);
  return (
    <div className={fieldGrid}>
      <div data-field="deliveryDate">
        <DatePicker
          label="Delivery date"
          name="deliveryDate"
          value={delivery}
          onChange={(date) => onDeliveryChange(date ? date.toString() : '')}
          minValue={toCalendar(today) ?? undefined}
          isRequired
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
          isDisabled={delivery === null}
          isRequired
          description={delivery === null ? 'Choose a delivery date first.' : undefined}
          errorMessage={pickupError}
        />
      </div>
    </div>
  );
});
