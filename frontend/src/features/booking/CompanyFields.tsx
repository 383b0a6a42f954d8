// Shown only for a commercial booking (spec section 4); the company name is then required.
import { textBinding } from '../../shared/forms/text-binding.ts';
import { TextField } from '../../shared/ui/TextField.tsx';
import { blockTitle, companyBlock, fieldGrid, wide } from './booking.css.ts';
import type { BookingFormState } from './use-booking-form.ts';

export function CompanyFields({ form }: { form: BookingFormState }) {
  const text = textBinding(form);
  return (
    <fieldset className={companyBlock}>
      <legend className={blockTitle}>Company &amp; Job Information</legend>
      <div className={fieldGrid}>
        <div data-field="companyName" className={wide}>
          <TextField label="Company name" autoComplete="organization" isRequired {...text('companyName')} />
        </div>
        <div data-field="jobNumber">
          <TextField label="Job number" {...text('jobNumber')} />
        </div>
        <div data-field="jobName">
          <TextField label="Job name" {...text('jobName')} />
        </div>
      </div>
    </fieldset>
  );
}
