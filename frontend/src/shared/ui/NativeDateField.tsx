// The browser's own date input in the house field style (decision 0051): what a date picker is
// before the form's script runs, or without JavaScript. It posts and reports YYYY-MM-DD.
import type { ChangeEvent, FocusEventHandler } from 'react';
import { input } from './field.css.ts';
import { NativeField } from './NativeField.tsx';

export interface NativeDateFieldProps {
  label: string;
  name: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The first day allowed, YYYY-MM-DD. */
  min?: string | undefined;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

export function NativeDateField({
  label,
  name,
  value,
  onChange,
  min,
  description,
  errorMessage,
  isRequired,
  onFocus,
  onBlur,
}: NativeDateFieldProps) {
  return (
    <NativeField label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
      {(control) => (
        <input
          {...control}
          type="date"
          name={name}
          value={value}
          {...(min ? { min } : {})}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          {...(onFocus ? { onFocus } : {})}
          {...(onBlur ? { onBlur } : {})}
          className={input}
        />
      )}
    </NativeField>
  );
}
