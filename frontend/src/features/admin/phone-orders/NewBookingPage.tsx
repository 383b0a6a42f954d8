// New booking, taken on the phone (decisions 0170, 0172): find the customer first, then the
// booking form's fields and rules (the domain's staff schema: the public one with the e-mail
// optional), the chosen size's full days while dates are chosen, the quote, and after saving the
// receipt to read out or print. Opened from a contact request (decision 0173), the form starts
// with the request's details and the save marks it contacted in the same write.
import {
  type AdminContactRequest,
  type AdminPhoneOrderAnswer,
  addDays,
  bookingTypeLabels,
  bookingTypes,
  compareDates,
  dumpsterSizes,
  type FieldErrors,
  formatUsd,
  isIsoDate,
  quoteRental,
  type UnavailableAnswer,
} from '@dumpster/domain';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { focusFirstInvalid } from '../../../shared/forms/focus-first-invalid.ts';
import { createIdempotencyKeys } from '../../../shared/forms/idempotency-key.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { NativeDateField } from '../../../shared/ui/NativeDateField.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { RadioGroup } from '../../../shared/ui/RadioGroup.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { adminPages } from '../admin-paths.ts';
import { isApiError, useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { businessToday, dateLabel } from '../format.ts';
import { CustomerFinder } from './CustomerFinder.tsx';
import { PhoneOrderReceipt } from './PhoneOrderReceipt.tsx';
import {
  checkPhoneOrder,
  emptyPhoneOrder,
  type PhoneOrderValues,
  withContactRequest,
  withCustomerDetails,
  withDelivery,
} from './phone-order-form.ts';
import * as local from './phone-orders.css.ts';

/** How far ahead the full days are shown: the availability route's longest range. */
const availabilityDays = 180;

const sizeOptions = dumpsterSizes.map((size) => ({
  value: size.value,
  label: `${size.label} (${formatUsd(size.priceCents)})`,
}));
const typeOptions = bookingTypes.map((value) => ({ value, label: bookingTypeLabels[value] }));

/** The contact request a "Create booking" press came from, handed over in the page's state. */
function requestFromState(state: unknown): AdminContactRequest | undefined {
  const request = (state as { contactRequest?: AdminContactRequest } | null)?.contactRequest;
  return request && typeof request.id === 'string' ? request : undefined;
}

export function NewBookingPage() {
  const today = useMemo(() => businessToday(), []);
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromRequest = requestFromState(location.state);
  const contactRequestId = params.get('contactRequest') ?? fromRequest?.id;
  const [values, setValues] = useState<PhoneOrderValues>(() => {
    const empty = emptyPhoneOrder(today);
    return fromRequest ? withContactRequest(empty, fromRequest) : empty;
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<UnavailableAnswer | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [answer, setAnswer] = useState<AdminPhoneOrderAnswer | undefined>();
  const [filledFrom, setFilledFrom] = useState<string | undefined>();
  const keys = useRef(createIdempotencyKeys());
  const form = useRef<HTMLFormElement>(null);
  const [createBooking, created] = useAdminMutation(adminApi.endpoints.createBooking);
  const [bookContactRequest, booked] = useAdminMutation(adminApi.endpoints.bookContactRequest);
  const sending = created.isPending || booked.isPending;

  const size = values.dumpsterSize;
  const range = { from: today, to: addDays(today, availabilityDays) };
  const availability = useAdminQuery(
    adminApi.endpoints.sizeAvailability,
    size === '' ? { size: '10-yard' as const, ...range } : { size, ...range },
    `${size}#${today}`,
    { skip: size === '' },
  );
  const fullDays = availability.data?.unavailable ?? [];
  const datesOk =
    isIsoDate(values.deliveryDate) &&
    isIsoDate(values.pickupDate) &&
    compareDates(values.pickupDate, values.deliveryDate) >= 0;
  const fullInRental = datesOk
    ? fullDays.filter((day) => day >= values.deliveryDate && day <= values.pickupDate)
    : [];
  const quote = size !== '' && datesOk ? quoteRental({ ...values, dumpsterSize: size }) : null;

  const change = (next: PhoneOrderValues) => {
    setValues(next);
    setRefusal(undefined);
    if (tried) {
      const check = checkPhoneOrder(next, today);
      setErrors(check.ok ? {} : check.errors);
    }
  };
  const set =
    <Key extends keyof PhoneOrderValues>(key: Key) =>
    (value: PhoneOrderValues[Key]) =>
      change({ ...values, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(undefined);
    const check = checkPhoneOrder(values, today);
    if (!check.ok) {
      setErrors(check.errors);
      requestAnimationFrame(() => focusFirstInvalid(form.current, Object.keys(check.errors)));
      return;
    }
    setErrors({});
    const args = {
      body: check.payload,
      idempotencyKey: keys.current.keyFor(check.payload),
      contactRequestId,
    };
    try {
      const saved = contactRequestId ? await bookContactRequest(args) : await createBooking(args);
      keys.current.finish();
      setAnswer(saved);
    } catch (error) {
      if (!isApiError(error) || error.status === 401) return;
      const body = error.data as (Partial<UnavailableAnswer> & { fields?: FieldErrors }) | undefined;
      if (error.status === 409 && body?.error === 'unavailable') setRefusal(body as UnavailableAnswer);
      else if (error.status === 400 && body?.fields) setErrors(body.fields);
      else setFailure(`The booking was not saved: ${error.message}`);
    }
  };

  if (answer)
    return (
      <>
        <title>{`Booked ${answer.receipt.reference} · Back office`}</title>
        <h1 className={css.pageTitle}>New booking</h1>
        <PhoneOrderReceipt
          answer={answer}
          onAnother={() => {
            // A fresh form: no longer the contact request's, if it was one.
            navigate(adminPages.newBooking, { replace: true });
            setAnswer(undefined);
            setValues(emptyPhoneOrder(today));
            setTried(false);
            setFilledFrom(undefined);
          }}
        />
      </>
    );

  const commercial = values.bookingType === 'commercial';
  return (
    <>
      <title>New booking · Back office</title>
      <h1 className={css.pageTitle}>New booking</h1>
      {contactRequestId ? (
        <p className={css.notice.success}>
          {fromRequest ? `From ${fromRequest.name}’s contact request` : 'From a contact request'}: saving
          marks it contacted.
        </p>
      ) : null}
      <CustomerFinder
        onUse={(booking) => {
          change(withCustomerDetails(values, booking));
          setFilledFrom(`${booking.name}, ${booking.address}`);
          requestAnimationFrame(() =>
            form.current?.querySelector<HTMLElement>('[data-field="name"] input')?.focus(),
          );
        }}
      />
      <p role="status" className={css.muted}>
        {filledFrom ? `Details filled from ${filledFrom}: check them with the caller.` : ''}
      </p>
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        aria-labelledby="booking-form-title"
        className={css.panel}
      >
        <h2 id="booking-form-title" className={css.sectionTitle}>
          The booking
        </h2>
        <fieldset className={local.fieldset}>
          <legend className={local.legend}>Customer</legend>
          <div data-field="bookingType">
            <RadioGroup
              label="Booking type"
              options={typeOptions}
              value={values.bookingType}
              onChange={(value) => set('bookingType')(value as PhoneOrderValues['bookingType'])}
              errorMessage={errors.bookingType}
            />
          </div>
          <div className={local.fieldGrid}>
            <div data-field="name">
              <TextField
                label="Name"
                isRequired
                value={values.name}
                onChange={set('name')}
                errorMessage={errors.name}
              />
            </div>
            <div data-field="phone">
              <TextField
                label="Phone"
                type="tel"
                isRequired
                value={values.phone}
                onChange={set('phone')}
                errorMessage={errors.phone}
              />
            </div>
            <div data-field="email">
              <TextField
                label="E-mail (optional)"
                type="email"
                description="Leave blank if the caller has none: no confirmation e-mail goes, read the receipt out."
                value={values.email}
                onChange={set('email')}
                errorMessage={errors.email}
              />
            </div>
            {commercial ? (
              <>
                <div data-field="companyName">
                  <TextField
                    label="Company name"
                    isRequired
                    value={values.companyName}
                    onChange={set('companyName')}
                    errorMessage={errors.companyName}
                  />
                </div>
                <div data-field="jobNumber">
                  <TextField
                    label="Job number (optional)"
                    value={values.jobNumber}
                    onChange={set('jobNumber')}
                    errorMessage={errors.jobNumber}
                  />
                </div>
                <div data-field="jobName">
                  <TextField
                    label="Job name (optional)"
                    value={values.jobName}
                    onChange={set('jobName')}
                    errorMessage={errors.jobName}
                  />
                </div>
              </>
            ) : null}
          </div>
        </fieldset>
        <fieldset className={local.fieldset}>
          <legend className={local.legend}>Delivery address (Florida)</legend>
          <div className={local.fieldGrid}>
            <div data-field="address">
              <TextField
                label="Street address"
                isRequired
                value={values.address}
                onChange={set('address')}
                errorMessage={errors.address}
              />
            </div>
            <div data-field="city">
              <TextField
                label="City"
                isRequired
                value={values.city}
                onChange={set('city')}
                errorMessage={errors.city}
              />
            </div>
            <div data-field="zipCode">
              <TextField
                label="ZIP code"
                isRequired
                inputMode="numeric"
                value={values.zipCode}
                onChange={set('zipCode')}
                errorMessage={errors.zipCode}
              />
            </div>
          </div>
        </fieldset>
        <fieldset className={local.fieldset}>
          <legend className={local.legend}>Dumpster and dates</legend>
          <div className={local.fieldGrid}>
            <div data-field="dumpsterSize">
              <NativeSelect
                label="Dumpster size"
                name="dumpsterSize"
                isRequired
                placeholder="Choose a size"
                options={sizeOptions}
                value={values.dumpsterSize}
                onChange={(value) => set('dumpsterSize')(value as PhoneOrderValues['dumpsterSize'])}
                errorMessage={errors.dumpsterSize}
              />
            </div>
            <div data-field="deliveryDate">
              <NativeDateField
                label="Delivery date"
                name="deliveryDate"
                isRequired
                min={today}
                value={values.deliveryDate}
                onChange={(value) => change(withDelivery(values, value))}
                errorMessage={errors.deliveryDate}
              />
            </div>
            <div data-field="pickupDate">
              <NativeDateField
                label="Pickup date"
                name="pickupDate"
                isRequired
                min={values.deliveryDate || today}
                value={values.pickupDate}
                onChange={set('pickupDate')}
                errorMessage={errors.pickupDate}
              />
            </div>
          </div>
          <Availability
            sizeChosen={size !== ''}
            loading={availability.isFetching}
            fullDays={fullDays}
            fullInRental={fullInRental}
          />
          <p aria-live="polite" className={css.muted}>
            {quote
              ? `Quote: ${formatUsd(quote.totalCents)} for ${quote.rentalDays} days` +
                (quote.extraDays > 0
                  ? ` (${formatUsd(quote.basePriceCents)} + ${quote.extraDays} extra days at ${formatUsd(quote.extraDayRateCents)}).`
                  : ` (${quote.includedDays} days included).`)
              : 'Choose a size and dates for the quote.'}
          </p>
        </fieldset>
        <div data-field="specialInstructions">
          <TextArea
            label="Special instructions (optional)"
            value={values.specialInstructions}
            onChange={set('specialInstructions')}
            errorMessage={errors.specialInstructions}
          />
        </div>
        <div data-field="smsOptIn" style={{ margin: '0.75rem 0' }}>
          <Checkbox isSelected={values.smsOptIn} onChange={set('smsOptIn')}>
            The caller agrees to text messages about this booking
          </Checkbox>
        </div>
        <div role="alert">
          {refusal ? (
            <div className={css.notice.error}>
              <p style={{ margin: 0 }}>{refusal.message}</p>
              {refusal.nextAvailable ? (
                <Button
                  size="sm"
                  variant="outline"
                  onPress={() => refusal.nextAvailable && change({ ...values, ...refusal.nextAvailable })}
                >
                  Use {dateLabel(refusal.nextAvailable.deliveryDate)} to{' '}
                  {dateLabel(refusal.nextAvailable.pickupDate)}
                </Button>
              ) : null}
            </div>
          ) : null}
          {failure ? <p className={css.notice.error}>{failure}</p> : null}
          {tried && Object.keys(errors).length > 0 ? (
            <p className={css.notice.error}>Please correct the fields marked above.</p>
          ) : null}
        </div>
        <div className={css.row}>
          <Button type="submit" isDisabled={sending}>
            {sending ? 'Saving…' : 'Save booking'}
          </Button>
          <RouterLink to={adminPages.bookings} className={css.link}>
            Cancel
          </RouterLink>
        </div>
      </form>
    </>
  );
}

function Availability({
  sizeChosen,
  loading,
  fullDays,
  fullInRental,
}: {
  sizeChosen: boolean;
  loading: boolean;
  fullDays: readonly string[];
  fullInRental: readonly string[];
}) {
  if (!sizeChosen) return null;
  return (
    <div aria-live="polite">
      {loading ? (
        <p className={css.muted}>Checking the calendar…</p>
      ) : fullInRental.length > 0 ? (
        <p className={css.notice.error}>
          Every unit of this size is booked on {fullInRental.map((day) => dateLabel(day)).join(', ')}: choose
          other dates or another size.
        </p>
      ) : (
        <p className={css.muted}>
          {fullDays.length === 0
            ? 'This size is free every day of the next six months.'
            : `This size is free on the chosen dates. Fully booked: ${fullDays
                .slice(0, 8)
                .map((day) => dateLabel(day))
                .join(', ')}${fullDays.length > 8 ? ' and more' : ''}.`}
        </p>
      )}
    </div>
  );
}
