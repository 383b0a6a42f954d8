// A text control bound to its form's controller (use-form-controller.ts): its name, its value, a
// change that goes through setField (which validates and clears the server's message), and its
// message. One binding for every text field and text area of the forms.
import type { FieldErrors } from '@dumpster/domain';
import type { FormValues } from './use-form-controller.ts';

/** The fields of a form whose values are text. */
export type TextFieldOf<Values extends FormValues> = {
  [K in keyof Values & string]: Values[K] extends string ? K : never;
}[keyof Values & string];

export interface BindableForm<Values extends FormValues> {
  readonly values: Values;
  readonly errors: FieldErrors;
  setField<K extends keyof Values & string>(field: K, value: Values[K]): void;
}

/** The props a TextField, TextArea or NativeSelect takes for the form's field `name`. */
export function textBinding<Values extends FormValues>(
  form: BindableForm<Values>,
): (name: TextFieldOf<Values>) => {
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
} {
  return (name) => ({
    name,
    value: form.values[name] as string,
    onChange: (value: string) => form.setField(name, value as Values[typeof name]),
    errorMessage: form.errors[name],
  });
}
