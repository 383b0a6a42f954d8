// The home page's contact form (#contact; spec sections 2, 3 and 5). The whole form is a chunk
// that loads near the viewport (app/pages/ContactFormSlot.tsx); until then, and without
// JavaScript, it posts natively (decision 0051). The service is the browser's own select, which
// works before the script and on a phone opens the phone's picker. The shared TextArea is at
// least 120 px tall (section 9).
import { contactServiceOptions, smsConsentText } from '@dumpster/domain';
import { FormNotice } from '../../shared/forms/FormNotice.tsx';
import { PostKeyField } from '../../shared/forms/PostKeyField.tsx';
import { textBinding } from '../../shared/forms/text-binding.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { NativeSelect } from '../../shared/ui/NativeSelect.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { form as formClass, row } from './contact.css.ts';
import { useContactForm } from './use-contact-form.ts';

export function ContactForm() {
  const form = useContactForm();
  const { values, setField, isSubmitting } = form;
  const text = textBinding(form);

  return (
    <form {...form.formProps} aria-label="Contact us" className={formClass}>
      <PostKeyField value={form.postKey} />
      <FormNotice notice={form.notice} />
      <div className={row}>
        <div data-field="name">
          <TextField label="Name" autoComplete="name" isRequired {...text('name')} />
        </div>
        <div data-field="phone">
          <TextField label="Phone" type="tel" autoComplete="tel" isRequired {...text('phone')} />
        </div>
      </div>
      <div data-field="email">
        <TextField label="Email" type="email" autoComplete="email" isRequired {...text('email')} />
      </div>
      <div data-field="service">
        <NativeSelect
          label="Service"
          options={contactServiceOptions}
          placeholder="Select a service"
          isRequired
          {...text('service')}
        />
      </div>
      <div data-field="message">
        <TextArea
          label="Message"
          description="Optional: your project, the address, when you need it."
          {...text('message')}
        />
      </div>
      <div data-field="smsOptIn">
        <Checkbox
          name="smsOptIn"
          isSelected={values.smsOptIn}
          onChange={(checked) => setField('smsOptIn', checked)}
        >
          {smsConsentText}
        </Checkbox>
      </div>
      <Button type="submit" size="lg" isFullWidth isDisabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
