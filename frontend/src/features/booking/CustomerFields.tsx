// Who is booking and where the dumpster goes.
import { bookingStates } from '@dumpster/domain';
import { textBinding } from '../../shared/forms/text-binding.ts';
import { NativeSelect } from '../../shared/ui/NativeSelect.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { fieldGrid, wide } from './booking.css.ts';
import type { BookingFormState } from './use-booking-form.ts';

const stateOptions = bookingStates.map((state) => ({ value: state, label: 'Florida (FL)' }));

export function CustomerFields({ form }: { form: BookingFormState }) {
  const { values, errors, setField } = form;
  const text = textBinding(form);
  return (
    <div className={fieldGrid}>
      <div data-field="name" className={wide}>
        <TextField label="Full name" autoComplete="name" isRequired {...text('name')} />
      </div>
      <div data-field="email">
        <TextField label="Email" type="email" autoComplete="email" isRequired {...text('email')} />
      </div>
      <div data-field="phone">
        <TextField label="Phone" type="tel" autoComplete="tel" isRequired {...text('phone')} />
      </div>
      <div data-field="address" className={wide}>
        <TextField label="Delivery address" autoComplete="street-address" isRequired {...text('address')} />
      </div>
      <div data-field="city">
        <TextField label="City" autoComplete="address-level2" isRequired {...text('city')} />
      </div>
      <div data-field="state">
        <NativeSelect
          label="State"
          name="state"
          autoComplete="address-level1"
          options={stateOptions}
          value={values.state}
          onChange={() => setField('state', 'FL')}
          isRequired
          description="We deliver in Florida only."
          errorMessage={errors.state}
        />
      </div>
      <div data-field="zipCode">
        <TextField
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          isRequired
          {...text('zipCode')}
        />
      </div>
      <div data-field="specialInstructions" className={wide}>
        <TextArea
          label="Special instructions"
          description="Gate codes, where to place the dumpster, anything our driver should know."
          {...text('specialInstructions')}
        />
      </div>
    </div>
  );
}
