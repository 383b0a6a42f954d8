// Shared by the booking and contact forms (decision 0028).
// After a failed submit, focus goes to the first field with an error (in page order), so a
// keyboard or screen-reader user lands on what to fix. Each field sits in a [data-field] box.

const focusable = 'input:not([type="hidden"]), textarea, [role="spinbutton"], button, [tabindex="0"]';

export function focusFirstInvalid(form: HTMLElement | null, invalidFields: readonly string[]): void {
  if (!form || invalidFields.length === 0) return;
  const wanted = new Set(invalidFields);
  for (const box of form.querySelectorAll<HTMLElement>('[data-field]')) {
    if (!wanted.has(box.dataset.field ?? '')) continue;
    const target =
      box.querySelector<HTMLElement>('input:checked') ?? box.querySelector<HTMLElement>(focusable);
    if (target) {
      target.focus();
      return;
    }
  }
}
