// A change form's send button: disabled until the form may be sent, and saying it is working
// while the change is on its way (the form controller keeps a second press from sending twice).
import type { FormController, FormValues } from '../../shared/forms/use-form-controller.ts';
import { Button } from '../../shared/ui/Button.tsx';

export function SubmitChangeButton<Values extends FormValues>({
  controller,
  label,
  busyLabel,
}: {
  controller: Pick<FormController<Values>, 'canSubmit' | 'isSubmitting'>;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" isDisabled={!controller.canSubmit}>
      {controller.isSubmitting ? busyLabel : label}
    </Button>
  );
}
