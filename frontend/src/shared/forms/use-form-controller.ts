// The one submit flow of every form (issue 11; spec sections 4, 5 and 8): validation first on
// submit, then on every change; the first invalid field focused; one idempotency key per
// attempt; the code that sends loaded on the first input; a toast for success and failure; the
// server's field messages under their fields; a form-level notice for a failure that has more to
// say than a toast (a 409's sentence and suggested dates, say). A form describes what differs
// (its values, schema, call, toasts, analytics) in a FormSpec; everything else happens here.
import type { FieldErrors } from '@dumpster/domain';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import { showToast } from '../ui/toast-queue.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { createIdempotencyKeys } from './idempotency-key.ts';
import { serverFieldErrors } from './server-field-errors.ts';

/** A form's values: text and choices as strings, checkboxes as booleans. */
export type FormValues = Record<string, string | boolean>;

/** The schema's verdict on the values: what to send, or each invalid field's message. */
export type Validation<Payload> =
  | { readonly ok: true; readonly payload: Payload }
  | { readonly ok: false; readonly errors: FieldErrors };

export interface FormToast {
  readonly title: string;
  readonly description: string;
}

/** A message about the whole form, shown above its fields until the next submit. */
export interface FormNotice extends FormToast {
  /** Anything a form shows with it, e.g. the dates a 409 suggests instead. */
  readonly details?: unknown;
}

export interface FormSpec<Values extends FormValues, Payload, Result> {
  /** The values of a fresh form, and after a success. */
  readonly initialValues: () => Values;
  readonly validate: (values: Values) => Validation<Payload>;
  /** Sends one attempt; resolves with the answer or rejects with the ApiError of a failure. */
  readonly send: (payload: Payload, idempotencyKey: string) => Promise<Result>;
  /** Fetches the code that sends, on the visitor's first input (a failure shows on submit). */
  readonly prepare?: () => Promise<unknown>;
  readonly toasts: { readonly success: FormToast; readonly failure: FormToast };
  /** After the success toast and the reset: analytics, navigation. */
  readonly onSuccess?: (result: Result, payload: Payload) => void;
  /** A failure's notice beyond the toast, e.g. a 409's sentence with the dates it suggests. */
  readonly noticeFor?: (error: unknown) => FormNotice | undefined;
  /** Whether the form may be sent at all (the booking needs a size and both dates). */
  readonly isComplete?: (values: Values) => boolean;
}

export interface FormController<Values extends FormValues> {
  readonly formRef: React.RefObject<HTMLFormElement | null>;
  readonly values: Values;
  /** The server's messages, overlaid by the schema's once validation runs on every change. */
  readonly errors: FieldErrors;
  readonly notice: FormNotice | undefined;
  readonly isSubmitting: boolean;
  /** False while submitting or while the form is incomplete. */
  readonly canSubmit: boolean;
  setField<K extends keyof Values & string>(field: K, value: Values[K]): void;
  /** Changes several values at once (fields whose server messages the change makes stale). */
  update(change: (current: Values) => Values, fields: readonly (keyof Values & string)[]): void;
  submit(): Promise<void>;
  /** The form's onSubmit: the page never reloads when the script is running. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  reset(): void;
}

function withoutFields(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  if (!fields.some((field) => field in errors)) return errors;
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}

export function useFormController<Values extends FormValues, Payload, Result>(
  spec: FormSpec<Values, Payload, Result>,
): FormController<Values> {
  const [values, setValues] = useState<Values>(spec.initialValues);
  const [validateOnChange, setValidateOnChange] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<FormNotice | undefined>(undefined);
  const [isSubmitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [keys] = useState(createIdempotencyKeys);
  // The spec object is new on every render; the callbacks below read the latest one.
  const specRef = useRef(spec);
  specRef.current = spec;

  const { validate } = spec;
  const clientErrors = useMemo(() => {
    if (!validateOnChange) return {};
    const verdict = validate(values);
    return verdict.ok ? {} : verdict.errors;
  }, [validateOnChange, validate, values]);
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  // Stable, so memoised parts of a form (the booking's date pickers) re-render only when their
  // own values change.
  const update = useCallback(
    (change: (current: Values) => Values, fields: readonly (keyof Values & string)[]) => {
      setValues(change);
      setServerErrors((current) => withoutFields(current, fields));
      specRef.current.prepare?.().catch(() => {});
    },
    [],
  );
  const setField = useCallback(
    <K extends keyof Values & string>(field: K, value: Values[K]) =>
      update((current) => (current[field] === value ? current : { ...current, [field]: value }), [field]),
    [update],
  );

  const focusInvalid = (fields: FieldErrors) =>
    // After React has rendered the messages, so they are read with the field.
    requestAnimationFrame(() => focusFirstInvalid(formRef.current, Object.keys(fields)));

  function reset() {
    setValues(specRef.current.initialValues());
    setValidateOnChange(false);
    setServerErrors({});
    setNotice(undefined);
  }

  const isComplete = spec.isComplete?.(values) ?? true;
  const canSubmit = !isSubmitting && isComplete;

  async function submit() {
    if (inFlight.current || !canSubmit) return;
    const current = specRef.current;
    setValidateOnChange(true);
    setNotice(undefined);
    const verdict = current.validate(values);
    if (!verdict.ok) {
      setServerErrors({});
      focusInvalid(verdict.errors);
      return;
    }
    const { payload } = verdict;
    const idempotencyKey = keys.keyFor(payload);
    inFlight.current = true;
    setSubmitting(true);
    try {
      const result = await current.send(payload, idempotencyKey);
      keys.finish();
      showToast({ ...current.toasts.success, variant: 'success' });
      reset();
      current.onSuccess?.(result, payload);
    } catch (error) {
      // Spec section 8: the failure is logged to the console; the values stay.
      console.error(error);
      showToast({ ...current.toasts.failure, variant: 'destructive' });
      const fromServer = serverFieldErrors(error);
      setServerErrors(fromServer);
      setNotice(current.noticeFor?.(error));
      focusInvalid(fromServer);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return {
    formRef,
    values,
    errors,
    notice,
    isSubmitting,
    canSubmit,
    setField,
    update,
    submit,
    onSubmit,
    reset,
  };
}
