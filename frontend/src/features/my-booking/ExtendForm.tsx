// Extend: a later pickup date. The domain prices it on the booking's frozen terms and the page
// shows the difference before the visitor confirms; the server decides again, against the fleet.
import {
  addDays,
  type BusinessCalendar,
  decideExtension,
  type ExtensionRequest,
  extensionRequestSchema,
  fieldErrors,
  formatUsd,
  longDateLabel,
  type MyBookingView,
} from '@dumpster/domain';
import * as v from 'valibot';
import type { Validation } from '../../shared/forms/use-form-controller.ts';
import { NativeDateField } from '../../shared/ui/NativeDateField.tsx';
import { ChangeRefusalNotice } from './ChangeRefusalNotice.tsx';
import type { ChangeFormProps } from './change-props.ts';
import { form, panel, panelTitle, preview } from './my-booking.css.ts';
import { priceDifference } from './price-difference.ts';
import { SubmitChangeButton } from './SubmitChangeButton.tsx';
import { useBusinessCalendar } from './use-business-calendar.ts';
import { useChangeController } from './use-change-controller.ts';

type Values = { pickupDate: string };

function validate(
  booking: MyBookingView,
  values: Values,
  calendar: BusinessCalendar | undefined,
): Validation<ExtensionRequest> {
  const parsed = v.safeParse(extensionRequestSchema, values);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.issues) };
  // With the business's calendar, a pickup on a closed day is refused with its reason.
  const decision = decideExtension(booking, parsed.output, { now: new Date(), calendar });
  if (!decision.ok)
    return { ok: false, errors: { pickupDate: decision.fields?.pickupDate ?? decision.message } };
  return { ok: true, payload: parsed.output };
}

export function ExtendForm(props: ChangeFormProps) {
  const { booking } = props;
  const loaded = useBusinessCalendar(props.ready);
  const calendar = loaded?.calendar;
  const controller = useChangeController<Values, ExtensionRequest>(props, {
    id: 'my-booking-extend',
    initialValues: () => ({ pickupDate: '' }),
    validate: (values) => validate(booking, values, calendar),
    call: (api) => api.extendMyBooking,
    isComplete: (values) => values.pickupDate !== '',
    toasts: {
      success: { title: 'Rental extended', description: 'We e-mailed you the new pickup date.' },
      failure: { title: 'Not extended', description: 'Your booking was not changed.' },
    },
  });
  const { values, errors, notice } = controller;
  const decision =
    values.pickupDate && !errors.pickupDate
      ? decideExtension(booking, { pickupDate: values.pickupDate }, { now: new Date(), calendar })
      : undefined;

  return (
    <section className={panel} aria-labelledby="my-booking-extend">
      <h2 id="my-booking-extend" className={panelTitle}>
        Keep it longer
      </h2>
      <form {...controller.formProps} className={form}>
        <NativeDateField
          label="New pickup date"
          name="pickupDate"
          value={values.pickupDate}
          onChange={(value) => controller.setField('pickupDate', value)}
          min={addDays(booking.pickupDate, 1)}
          description={`Now ${longDateLabel(booking.pickupDate)}. Each extra day is ${formatUsd(booking.quote.extraDayRateCents)}.${loaded ? ` ${loaded.note}` : ''}`}
          errorMessage={errors.pickupDate}
          isRequired
        />
        <p className={preview} role="status">
          {decision?.ok
            ? `${decision.addedDays} more ${decision.addedDays === 1 ? 'day' : 'days'}: ${priceDifference(decision.priceDifferenceCents)}. New total ${formatUsd(decision.quote.totalCents)}.`
            : 'Choose a later pickup date to see the price before you confirm.'}
        </p>
        <ChangeRefusalNotice
          notice={notice}
          suggestion={{
            label: (suggested) => `Use ${longDateLabel(suggested.pickupDate)} instead`,
            take: (suggested) => controller.setField('pickupDate', suggested.pickupDate),
          }}
        />
        <div>
          <SubmitChangeButton controller={controller} label="Confirm extension" busyLabel="Extending…" />
        </div>
      </form>
    </section>
  );
}
