// The frame of a field built on a native control (NativeSelect, NativeDateField): its label,
// help text and error message, linked to the control the way react-aria links its own fields.
import { type ReactNode, useId } from 'react';
import {
  description as descriptionClass,
  error as errorClass,
  field,
  label as labelClass,
  requiredMark,
} from './field.css.ts';

/** What the control itself needs to carry. */
export interface NativeControlProps {
  readonly id: string;
  readonly required: boolean;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly 'data-invalid': '' | undefined;
}

export interface NativeFieldProps {
  label: string;
  description?: string | undefined;
  errorMessage?: string | undefined;
  isRequired?: boolean | undefined;
  children: (control: NativeControlProps) => ReactNode;
}

export function NativeField({
  label,
  description,
  errorMessage,
  isRequired = false,
  children,
}: NativeFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={requiredMark}>
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        required: isRequired,
        'aria-invalid': errorMessage ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'data-invalid': errorMessage ? '' : undefined,
      })}
      {description ? (
        <span id={descriptionId} className={descriptionClass}>
          {description}
        </span>
      ) : null}
      {/* Always present, so a message that appears is announced (like FieldMessages). */}
      <div aria-live="polite">
        {errorMessage ? (
          <span id={errorId} className={errorClass}>
            {errorMessage}
          </span>
        ) : null}
      </div>
    </div>
  );
}
