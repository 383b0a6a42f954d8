// A select that is the browser's own <select>, in the house field style: phones show their native
// picker, it works before and without the script, and it costs no JavaScript beyond React. For
// short, fixed lists where the react-aria Select (a listbox in a popover, about 40 KB) buys
// nothing (docs/decisions/0047, 0051).
import type { ChangeEvent } from 'react';
import { input } from './field.css.ts';
import { NativeField } from './NativeField.tsx';
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
  /** The first option, standing for no choice yet (value ''). */
  placeholder?: string;
}

export function NativeSelect({
  label,
  name,
  options,
  value,
  onChange,
  description,
  errorMessage,
  isRequired,
  autoComplete,
  placeholder,
}: NativeSelectProps) {
  return (
    <NativeField label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          {...(autoComplete ? { autoComplete } : {})}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          className={`${input} ${nativeSelect}`}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </NativeField>
  );
}
