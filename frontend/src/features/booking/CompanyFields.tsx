// Shown only for a commercial booking (spec section 4); the company name is then required.
import { TextField } from '../../shared/ui/TextField.tsx';
import { blockTitle, companyBlock, fieldGrid, wide } from './booking.css.ts';
import type { BookingFormState } from './use-booking-form.ts';

export function CompanyFields({ form }: { form: BookingFormState }) {
  const { values, errors, setField } = form;
  return (
    <fieldset className={companyBlock}>
      <legend className={blockTitle}>Company &amp; Job Information</legend>
      <div className={fieldGrid}>
        <div data-field="companyName" className={wide}>
          <TextField
            label="Company name"
            name="companyName"
            autoComplete="organization"
            isRequired
            value={values.companyName}
            onChange={(value) => setField('companyName', value)}
            errorMessage={errors.companyName}
          />
        </div>
        <div data-field="jobNumber">
          <TextField
            label="Job number"
            name="jobNumber"
            value={values.jobNumber}
            onChange={(value) => setField('jobNumber', value)}
            errorMessage={errors.jobNumber}
          />
        </div>
        <div data-field="jobName">
          <TextField
            label="Job name"
            name="jobName"
            value={values.jobName}
            onChange={(value) => setField('jobName', value)}
            errorMessage={errors.jobName}
          />
        </div>
      </div>
    </fieldset>
  );
}
