// Reading what a visitor typed into a form before its script arrived (decision 0051). The page is
// HTML first: its inputs take text, choices and ticks at once, while React's state knows only
// the values the server rendered. React 19.3 keeps such values in the DOM when it hydrates but
// tells no component about them (its replay of those changes is still behind a flag), so the
// next render of a controlled field would put the server's value back. The controller reads the
// controls itself, at its first commit and on every native input event until its fields own them.

/** The form element the server rendered for form `id`, if this page has one (hydrating it). */
export function serverRenderedForm(id: string): HTMLFormElement | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLFormElement>(`form[data-form="${id}"]`);
}

type ControlValue = string | boolean;

function controlValue(control: Element | RadioNodeList, like: ControlValue): ControlValue | undefined {
  if (control instanceof RadioNodeList) {
    // A radio group (several controls of one name): the chosen radio's value, '' for none.
    const first = control[0];
    return first instanceof HTMLInputElement && first.type === 'radio' ? control.value : undefined;
  }
  if (control instanceof HTMLInputElement) {
    // A hidden input is written by a script (a date picker's value, the form's key), never typed.
    if (control.type === 'hidden' || control.disabled) return undefined;
    if (control.type === 'checkbox') return typeof like === 'boolean' ? control.checked : undefined;
    if (control.type === 'radio') return control.checked ? control.value : '';
    return typeof like === 'string' ? control.value : undefined;
  }
  if (control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) {
    return control.disabled || typeof like !== 'string' ? undefined : control.value;
  }
  return undefined;
}

/**
 * The values of the form's controls that differ from `current`: only fields with a control in
 * the form (a hidden block keeps its state), and only of the field's own type.
 */
export function changedControlValues<Values extends Record<string, ControlValue>>(
  form: HTMLFormElement,
  current: Values,
  names: readonly string[] = Object.keys(current),
): Partial<Values> {
  const changed: Record<string, ControlValue> = {};
  for (const name of names) {
    if (!Object.hasOwn(current, name)) continue;
    const control = form.elements.namedItem(name);
    if (!control) continue;
    const value = controlValue(control, current[name] as ControlValue);
    if (value !== undefined && value !== current[name]) changed[name] = value;
  }
  return changed as Partial<Values>;
}
