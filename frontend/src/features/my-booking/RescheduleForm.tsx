// Reschedule: new delivery and pickup dates, until 24 hours before the current delivery day
// starts in Florida. The domain quotes them afresh and the page shows the new total before the
// visitor confirms; the server decides again, against the fleet.
import {
  type BusinessCalendar,
  businessDateAt,
  createRescheduleRequestSchema,
  decideReschedule,
  fieldErrors,
  formatUsd,
  longDateLabel,
  type MyBookingView,
  type RescheduleRequest,
} from '@dumpster/domain';
import * as v from 'valibot';
import type { Validation } from '../../shared/forms/use-form-controller.ts';
import { NativeDateField } from '../../shared/ui/NativeDateField.tsx';
import { ChangeRefusalNotice } from './ChangeRefusalNotice.tsx';
import type { ChangeFormProps } from './change-props.ts';
import { dateRow, form, muted, panel, panelTitle, preview } from './my-booking.css.ts';
import { priceDifference } from './price-difference.ts';
import { SubmitChangeButton } from './SubmitChangeButton.tsx';
import { useBusinessCalendar } from './use-business-calendar.ts';
import { useChangeController } from './use-change-controller.ts';

type Values = { deliveryDate: string; pickupDate: string };

function validate(
  booking: MyBookingView,
  values: Values,
  calendar: BusinessCalendar | undefined,
): Validation<RescheduleRequest> {
  const now = new Date();
  const today = businessDateAt(now);
  // With the business's calendar: closed days and the noon cut-off, as the server judges them.
  const parsed = v.safeParse(createRescheduleRequestSchema({ today, now, calendar }), values);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.issues) };
  const decision = decideReschedule(booking, parsed.output, { now, calendar });
  if (!decision.ok)
    return {
      ok: false,
      errors: decision.fields ? { ...decision.fields } : { deliveryDate: decision.message },
    };
  return { ok: true, payload: parsed.output };
}

export function RescheduleForm(props: ChangeFormProps) {
  const { booking } = props;
  const loaded = useBusinessCalendar(props.ready);
  const calendar = loaded?.calendar;
  const controller = useChangeController<Values, RescheduleRequest>(props, {
    id: 'my-booking-reschedule',
    initialValues: () => ({ deliveryDate: '', pickupDate: '' }),
    validate: (values) => validate(booking, values, calendar),
    call: (api) => api.rescheduleMyBooking,
    isComplete: (values) => values.deliveryDate !== '' && values.pickupDate !== '',
    toasts: {
      success: { title: 'Booking rescheduled', description: 'We e-mailed you the new dates.' },
      failure: { title: 'Not rescheduled', description: 'Your booking was not changed.' },
    },
  });
  const { values, errors, notice } = controller;
  const complete = values.deliveryDate !== '' && values.pickupDate !== '';
  const decision =
    complete && !errors.deliveryDate && !errors.pickupDate
      ? decideReschedule(booking, values, { now: new Date(), calendar })
      : undefined;
  const today = businessDateAt(new Date());

  return (
    <section className={panel} aria-labelledby="my-booking-reschedule">
      <h2 id="my-booking-reschedule" className={panelTitle}>
        Change the dates
      </h2>
      <p className={muted}>You can change the dates online until {booking.options.deadlineLabel}.</p>
      <form {...controller.formProps} className={form}>
        <div className={dateRow}>
          <NativeDateField
            label="New delivery date"
            name="deliveryDate"
            value={values.deliveryDate}
            onChange={(value) => controller.setField('deliveryDate', value)}
            min={today}
            description={loaded?.note}
            errorMessage={errors.deliveryDate}
            isRequired
          />
          <NativeDateField
            label="New pickup date"
            name="pickupDate"
            value={values.pickupDate}
            onChange={(value) => controller.setField('pickupDate', value)}
            min={values.deliveryDate || today}
            description={loaded?.note}
            errorMessage={errors.pickupDate}
            isRequired
          />
        </div>
        <p className={preview} role="status">
          {decision?.ok
            ? `New total ${formatUsd(decision.quote.totalCents)} (${priceDifference(decision.priceDifferenceCents)}).`
            : 'Choose both dates to see the new price before you confirm.'}
        </p>
        <ChangeRefusalNotice
          notice={notice}
          suggestion={{
            label: (suggested) =>
              `Use ${longDateLabel(suggested.deliveryDate)} to ${longDateLabel(suggested.pickupDate)} instead`,
            take: (suggested) =>
              controller.update(
                (current) => ({
                  ...current,
                  deliveryDate: suggested.deliveryDate,
                  pickupDate: suggested.pickupDate,
                }),
                ['deliveryDate', 'pickupDate'],
              ),
          }}
        />
        <div>
          <SubmitChangeButton controller={controller} label="Confirm new dates" busyLabel="Rescheduling…" />
        </div>
      </form>
    </section>
  );
}
