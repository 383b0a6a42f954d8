// The one submit flow of every form (decision 0050; spec sections 4, 5 and 8): validation first on
// submit, then on every change; the first invalid field focused; one idempotency key per
// attempt; the code that sends loaded on the first input; a toast for success and failure; the
// server's field messages under their fields; a form-level notice for a failure that has more to
// say than a toast (a 409's sentence and suggested dates, say). A form describes what differs
// (its values, schema, call, toasts, analytics) in a FormSpec; everything else happens here.
//
// The form also works before and without its script (decision 0051): it posts natively to the
// server, which renders it again with the values and messages (the page state) or redirects to
// a confirmation. Hydrating a server-rendered form, the controller takes in what the visitor
// typed before the script arrived, and offers the submit until then whatever is missing.
import { type FieldErrors, formKeyField, formStateKey } from '@dumpster/domain';
import {
  type FormEvent,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { releasePageState } from '../page-state/page-state.tsx';
import { showToast } from '../ui/toast-queue.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { useFormAnswer } from './form-answer.ts';
import { createIdempotencyKeys } from './idempotency-key.ts';
import { changedControlValues, serverRenderedForm } from './prerendered-controls.ts';
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
  /** Names the form: its server answer in the page state, its element (`data-form`). */
  readonly id: string;
  /** Where the form posts natively (method post), before or without its script. */
  readonly action: string;
  /** The values of a fresh form, and after a success. */
  readonly initialValues: () => Values;
  readonly validate: (values: Values) => Validation<Payload>;
  /** Sends one attempt; resolves with the answer or rejects with the ApiError of a failure. */
  readonly send: (payload: Payload, idempotencyKey: string) => Promise<Result>;
  /** Fetches the code that sends, on the visitor's first input (a failure shows on submit). */
  readonly prepare?: () => Promise<unknown>;
  readonly toasts: { readonly success: FormToast; readonly failure: FormToast };
  /** A failure's own toast where it has more precise words than `toasts.failure` (a 409's sentence). */
  readonly failureToastFor?: (error: unknown) => FormToast | undefined;
  /** After the success toast and the reset: analytics, navigation. */
  readonly onSuccess?: (result: Result, payload: Payload) => void;
  /** A failure's notice beyond the toast, e.g. a 409's sentence with the dates it suggests. */
  readonly noticeFor?: (error: unknown) => FormNotice | undefined;
  /** Whether the form may be sent at all (the booking needs a size and both dates). */
  readonly isComplete?: (values: Values) => boolean;
  /** Values taken in from a server-rendered form that the visitor changed before hydration. */
  readonly onAdopt?: (adopted: Partial<Values>) => void;
}

/** What the form element needs: spread them on it (`<form {...form.formProps}>`). */
export interface FormElementProps {
  readonly ref: React.RefObject<HTMLFormElement | null>;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly method: 'post';
  readonly action: string;
  readonly noValidate: true;
  readonly 'data-form': string;
}

export interface FormController<Values extends FormValues> {
  readonly formRef: React.RefObject<HTMLFormElement | null>;
  readonly formProps: FormElementProps;
  /**
   * False while the form is only the server's HTML (the server's render and the hydrating
   * one), true once its script runs it: only then are incomplete forms held back, since the
   * server judges a native post itself.
   */
  readonly isLive: boolean;
  /** The idempotency key of a native post, for the form's hidden key field. */
  readonly postKey: string;
  readonly values: Values;
  /** The server's messages, overlaid by the schema's once validation runs on every change. */
  readonly errors: FieldErrors;
  readonly notice: FormNotice | undefined;
  readonly isSubmitting: boolean;
  /** False while submitting or while the form is incomplete. */
  readonly canSubmit: boolean;
  setField<K extends keyof Values & string>(field: K, value: Values[K]): void;
  /**
   * Changes several values at once: `fields` are the visitor's (their server messages go, the
   * code that sends starts loading); none means the form's own change (defaults), which loads
   * nothing.
   */
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
  // The server rendered this form again after a native post: its values, messages and notice.
  const answer = useFormAnswer(spec.id);
  const [values, setValues] = useState<Values>(() => {
    const initial = spec.initialValues();
    if (!answer) return initial;
    const kept = Object.entries(answer.values).filter(
      ([name, value]) => Object.hasOwn(initial, name) && typeof value === typeof initial[name],
    );
    return { ...initial, ...Object.fromEntries(kept) };
  });
  const [validateOnChange, setValidateOnChange] = useState(answer !== undefined);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(() => answer?.errors ?? {});
  const [notice, setNotice] = useState<FormNotice | undefined>(answer?.notice);
  // The form is its HTML at first: on the server, while hydrating, and for one render in the
  // browser; then its script runs it (an effect, below). A render cannot tell hydration from a
  // client render without a hook that forces a synchronous re-render after hydration, which
  // would hydrate every part of a large form in one long task.
  const [isLive, setLive] = useState(false);
  const [postKey] = useState(
    () =>
      answer?.key ??
      serverRenderedForm(spec.id)?.querySelector<HTMLInputElement>(`input[name="${formKeyField}"]`)?.value ??
      '',
  );
  const [isSubmitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [keys] = useState(createIdempotencyKeys);
  // The spec object is new on every render; the callbacks below read the latest one.
  const specRef = useRef(spec);
  specRef.current = spec;

  const { validate } = spec;
  const clientErrors = useMemo(() => {
    // Until live, the messages are exactly those the server rendered.
    if (!validateOnChange || !isLive) return {};
    const verdict = validate(values);
    return verdict.ok ? {} : verdict.errors;
  }, [validateOnChange, isLive, validate, values]);
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  // Stable, so memoised parts of a form (the booking's date pickers) re-render only when their
  // own values change.
  const update = useCallback(
    (change: (current: Values) => Values, fields: readonly (keyof Values & string)[]) => {
      setValues(change);
      if (fields.length === 0) return;
      setServerErrors((current) => withoutFields(current, fields));
      // The visitor has started: fetch the code that sends (a failure shows on submit).
      specRef.current.prepare?.().catch(() => {});
    },
    [],
  );
  const setField = useCallback(
    <K extends keyof Values & string>(field: K, value: Values[K]) =>
      update((current) => (current[field] === value ? current : { ...current, [field]: value }), [field]),
    [update],
  );

  // Take in what the visitor typed into the server's form before the script arrived, now
  // (before any render could put the server's values back) and on every native input event
  // after it, which also catches autofill and paste into parts that hydrate later. (A form the
  // browser rendered itself has nothing to take in: its controls hold its state.)
  const rendered = useRef(values);
  rendered.current = values;
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const adopt = (names?: readonly string[]) => {
      const changed = changedControlValues(form, rendered.current, names);
      const fields = Object.keys(changed);
      if (fields.length === 0) return;
      specRef.current.onAdopt?.(changed);
      // As if typed after hydration: the server's message for the field goes, the code loads.
      update((current) => ({ ...current, ...changed }), fields as (keyof Values & string)[]);
    };
    adopt();
    const onInput = (event: Event) => {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === 'string' && name !== '') adopt([name]);
    };
    form.addEventListener('input', onInput);
    form.addEventListener('change', onInput);
    return () => {
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
    };
  }, [update]);

  // Then the script runs the form: in a transition, so the parts still hydrating are not forced
  // through in one long task. An answer page's first invalid field gets the focus, unless the
  // visitor is already somewhere.
  useEffect(() => {
    if (isLive) return;
    releasePageState(formStateKey(spec.id));
    startTransition(() => setLive(true));
    if (answer && Object.keys(answer.errors).length > 0 && document.activeElement === document.body) {
      focusFirstInvalid(formRef.current, Object.keys(answer.errors));
    }
  }, [isLive, answer, spec.id]);

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
  const canSubmit = !isSubmitting && (!isLive || isComplete);

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
      showToast({ ...(current.failureToastFor?.(error) ?? current.toasts.failure), variant: 'destructive' });
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
    formProps: {
      ref: formRef,
      onSubmit,
      method: 'post',
      action: spec.action,
      noValidate: true,
      'data-form': spec.id,
    },
    isLive,
    postKey,
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
