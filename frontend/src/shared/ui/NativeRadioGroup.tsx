// A radio group of the browser's own radios in a fieldset (decision 0051): arrow keys, checked
// state and posting are the browser's, so it works the same before, after and without the
// script, and costs no JavaScript beyond React. Styled by :has(input:checked) and
// :has(input:focus-visible) (choice.css.ts, the booking's size cards).
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { visuallyHidden } from '../styles/utilities.css.ts';
import { choice, group, groupOptions, plainFieldset, plainLegend, radioCircle } from './choice.css.ts';
import { description as descriptionClass, error as errorClass, label as labelClass } from './field.css.ts';

export interface NativeRadioOption {
  readonly value: string;
  readonly label: string;
}

export interface NativeRadioGroupProps<Option extends NativeRadioOption> {
  label: string;
  name: string;
  options: readonly Option[];
  /** The chosen value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  description?: string;
  isRequired?: boolean;
  orientation?: 'horizontal' | 'vertical';
  /** The class of each option's label, and of the box around the options. */
  optionClassName?: string;
  optionsClassName?: string;
  /** What an option shows beside its (visually hidden) radio; default: a circle and its label. */
  renderOption?: (option: Option) => ReactNode;
}

export function NativeRadioGroup<Option extends NativeRadioOption>({
  label,
  name,
  options,
  value,
  onChange,
  errorMessage,
  description,
  isRequired = false,
  orientation = 'horizontal',
  optionClassName = choice,
  optionsClassName = groupOptions,
  renderOption,
}: NativeRadioGroupProps<Option>) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', errorMessage ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={`${group} ${plainFieldset}`} aria-describedby={describedBy || undefined}>
      <legend className={`${labelClass} ${plainLegend}`}>{label}</legend>
      <div className={optionsClassName} data-orientation={orientation}>
        {options.map((option) => (
          <label key={option.value} className={optionClassName} data-invalid={errorMessage ? '' : undefined}>
            <input
              type="radio"
              className={visuallyHidden}
              name={name}
              value={option.value}
              checked={value === option.value}
              required={isRequired}
              aria-invalid={errorMessage ? true : undefined}
              onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
            />
            {renderOption ? (
              renderOption(option)
            ) : (
              <>
                <span className={radioCircle} aria-hidden="true" />
                <span>{option.label}</span>
              </>
            )}
          </label>
        ))}
      </div>
      {description ? (
        <span id={`${id}-description`} className={descriptionClass}>
          {description}
        </span>
      ) : null}
      <div aria-live="polite">
        {errorMessage ? (
          <span id={`${id}-error`} className={errorClass}>
            {errorMessage}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
