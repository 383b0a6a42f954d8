// A select that is the browser's own <select>, in the house field style: phones show their native
// picker, and it costs no JavaScript beyond React. For short, fixed lists where the react-aria
// Select (a listbox in a popover, about 40 KB) buys nothing (docs/decisions/0047).
import { type ChangeEvent, useId } from 'react';
import {
  description as descriptionClass,
  error as errorClass,
  field,
  input,
  label as labelClass,
  requiredMark,
} from './field.css.ts';
import { nativeSelect } from './select.css.ts';

export interface NativeSelectOption {
  readonly value: string;
  readonly label: string;
}

export interface NativeSelectProps {
  label: string;
  name: string;
  options: readonly NativeSelectOption[];
  value: string;
  onChange: (value: string) => void;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  autoComplete?: string;
}

export function NativeSelect({
  label,
  name,
  options,
  value,
  onChange,
  description,
  errorMessage,
  isRequired = false,
  autoComplete,
}: NativeSelectProps) {
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
      <select
        id={id}
        name={name}
        value={value}
        required={isRequired}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...(autoComplete ? { autoComplete } : {})}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        className={`${input} ${nativeSelect}`}
        data-invalid={errorMessage ? '' : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
