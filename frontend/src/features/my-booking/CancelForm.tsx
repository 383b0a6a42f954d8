// Cancel, with a confirmation step: the button opens, in place, a part that says what cancelling
// means and asks again, with an optional reason. In place rather than in a modal dialog: on a
// phone it reads as the next step of the page, and the page's chunk stays free of the overlay
// code the public pages share (docs/decisions/0093). Until 24 hours before delivery; after that
// the page offers the phone instead.
import {
  type CancellationRequest,
  cancellationRequestSchema,
  fieldErrors,
  longDateLabel,
} from '@dumpster/domain';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import type { Validation } from '../../shared/forms/use-form-controller.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { ChangeRefusalNotice } from './ChangeRefusalNotice.tsx';
import type { ChangeFormProps } from './change-props.ts';
import { actions, form, muted, panel, panelTitle } from './my-booking.css.ts';
import { SubmitChangeButton } from './SubmitChangeButton.tsx';
import { useChangeController } from './use-change-controller.ts';

type Values = { reason: string };

function validate(values: Values): Validation<CancellationRequest> {
  const parsed = v.safeParse(cancellationRequestSchema, values);
  return parsed.success
    ? { ok: true, payload: parsed.output }
    : { ok: false, errors: fieldErrors(parsed.issues) };
}

function CancelConfirmation({ close, ...props }: ChangeFormProps & { close: () => void }) {
  const { booking } = props;
  const controller = useChangeController<Values, CancellationRequest>(props, {
    id: 'my-booking-cancel',
    initialValues: () => ({ reason: '' }),
    validate,
    call: (api) => api.cancelMyBooking,
    toasts: {
      success: { title: 'Booking cancelled', description: 'We e-mailed you the cancellation.' },
      failure: { title: 'Not cancelled', description: 'Your booking was not changed.' },
    },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // The step opens where the visitor is: focus moves to its question, read first.
  useEffect(() => heading.current?.focus(), []);
  return (
    <form {...controller.formProps} className={form} aria-labelledby="my-booking-cancel-confirm">
      <h3 id="my-booking-cancel-confirm" ref={heading} tabIndex={-1} className={panelTitle}>
        Cancel this booking?
      </h3>
      <p className={muted}>
        {`Your ${longDateLabel(booking.deliveryDate)} delivery will be cancelled and you will not be charged.`}
      </p>
      <TextArea
        label="Reason (optional)"
        name="reason"
        value={controller.values.reason}
        onChange={(value) => controller.setField('reason', value)}
        errorMessage={controller.errors.reason}
        rows={3}
      />
      <ChangeRefusalNotice notice={controller.notice} />
      <div className={actions}>
        <SubmitChangeButton controller={controller} label="Yes, cancel my booking" busyLabel="Cancelling…" />
        <Button variant="secondary" onPress={close}>
          Keep my booking
        </Button>
      </div>
    </form>
  );
}

export function CancelForm(props: ChangeFormProps) {
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLDivElement>(null);
  const keep = () => {
    setConfirming(false);
    // Back where the visitor started, once the button is on the page again.
    requestAnimationFrame(() => trigger.current?.querySelector('button')?.focus());
  };
  return (
    <section className={panel} aria-labelledby="my-booking-cancel">
      <h2 id="my-booking-cancel" className={panelTitle}>
        Cancel the booking
      </h2>
      <p className={muted}>You can cancel online until {props.booking.options.deadlineLabel}.</p>
      {confirming ? (
        <CancelConfirmation {...props} close={keep} />
      ) : (
        <div ref={trigger}>
          <Button variant="secondary" onPress={() => setConfirming(true)}>
            Cancel booking…
          </Button>
        </div>
      )}
    </section>
  );
}
