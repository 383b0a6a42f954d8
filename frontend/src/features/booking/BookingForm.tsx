// The instant quote calculator and the booking form, one <form> (spec sections 2, 4 and 5).
import { bookingTypes, type DumpsterSizeValue } from '@dumpster/domain';
import { lazy, Suspense, useCallback } from 'react';
import { FormNotice } from '../../shared/forms/FormNotice.tsx';
import { PostKeyField } from '../../shared/forms/PostKeyField.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { NativeRadioGroup } from '../../shared/ui/NativeRadioGroup.tsx';
import { formLayout, panel, panelTitle, smallPrint, submitRow } from './booking.css.ts';
import { CompanyFields } from './CompanyFields.tsx';
import { CustomerFields } from './CustomerFields.tsx';
import { DatesUnavailable } from './DatesUnavailable.tsx';
import { QuoteBox } from './QuoteBox.tsx';
import { RentalDates } from './RentalDates.tsx';
import { SizeCards } from './SizeCards.tsx';
import { SmsConsent } from './SmsConsent.tsx';
import { type BookingFormState, loadReceivedPanel, useBookingForm } from './use-booking-form.ts';

const BookingReceived = lazy(() => loadReceivedPanel().then((m) => ({ default: m.BookingReceived })));

const bookingTypeOptions = bookingTypes.map((value) => ({
  value,
  label: value === 'residential' ? 'Residential' : 'Commercial',
}));

/** Why the button is held back, or what happens when it is pressed. */
function submitHint({ canSubmit, isSubmitting, isLive, datesFull }: BookingFormState): string {
  if (canSubmit || isSubmitting || !isLive) return 'We will email you to confirm your delivery details.';
  if (datesFull) return 'The dates above include a fully booked day: choose other dates to book.';
  return 'Choose a dumpster size and your delivery and pickup dates to book.';
}

/**
 * The form. Its parts sit in Suspense boundaries that never suspend: each boundary of the
 * prerendered page is hydrated and committed on its own, so a phone's main thread gets the
 * form back in several short tasks instead of one long one (docs/decisions/0047).
 */
export function BookingForm() {
  const form = useBookingForm();
  const { values, errors, isSubmitting, canSubmit, setField } = form;
  const chooseSize = useCallback((size: DumpsterSizeValue) => setField('dumpsterSize', size), [setField]);

  return (
    <>
      {form.received ? (
        <Suspense>
          <BookingReceived key={form.received.sent} {...form.received} />
        </Suspense>
      ) : null}
      <form {...form.formProps} aria-label="Book a dumpster" className={formLayout}>
        <PostKeyField value={form.postKey} />
        <FormNotice notice={form.notice} />
        <section className={panel} aria-labelledby="calculator-title">
          <h2 id="calculator-title" className={panelTitle}>
            Instant Quote Calculator
          </h2>
          <Suspense>
            <div data-field="dumpsterSize">
              <SizeCards
                value={values.dumpsterSize}
                onChange={chooseSize}
                errorMessage={errors.dumpsterSize}
              />
            </div>
          </Suspense>
          <Suspense>
            <RentalDates
              native={!form.isLive}
              today={form.today}
              deliveryDate={values.deliveryDate}
              pickupDate={values.pickupDate}
              onDeliveryChange={form.setDeliveryDate}
              onPickupChange={form.setPickupDate}
              deliveryError={errors.deliveryDate}
              pickupError={errors.pickupDate}
              isUnavailable={form.isDateUnavailable}
              closedNote={form.closedDaysNote}
            />
          </Suspense>
          <DatesUnavailable refusal={form.datesRefusal} onUseDates={form.takeDates} />
          <QuoteBox quote={form.quote} />
        </section>

        <section className={panel} aria-labelledby="details-title">
          <h2 id="details-title" className={panelTitle}>
            Your Details
          </h2>
          <div data-field="bookingType">
            <NativeRadioGroup
              label="Booking type"
              name="bookingType"
              options={bookingTypeOptions}
              value={values.bookingType}
              onChange={(value) => form.setField('bookingType', value as (typeof bookingTypes)[number])}
              errorMessage={errors.bookingType}
            />
          </div>
          {values.bookingType === 'commercial' ? <CompanyFields form={form} /> : null}
          <Suspense>
            <CustomerFields form={form} />
          </Suspense>
          <Suspense>
            <SmsConsent
              checked={values.smsOptIn}
              onChange={(checked) => form.setField('smsOptIn', checked)}
            />
          </Suspense>
          <div className={submitRow}>
            <Button
              type="submit"
              size="lg"
              isFullWidth
              isDisabled={!canSubmit}
              aria-describedby="submit-hint"
            >
              {isSubmitting ? 'Processing...' : 'Book My Dumpster'}
            </Button>
            <p id="submit-hint" className={smallPrint}>
              {submitHint(form)}
            </p>
          </div>
        </section>
      </form>
    </>
  );
}
