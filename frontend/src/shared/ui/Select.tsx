// Heavy (ListBox, Popover, collection machinery): import it with React.lazy where a page needs it.

import { Button } from 'react-aria-components/Button';
import type { Key } from 'react-aria-components/Collection';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select as AriaSelect, SelectValue } from 'react-aria-components/Select';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessages } from './FieldMessages.tsx';
import { field } from './field.css.ts';
import { listBox, option, popover } from './popover.css.ts';
import { chevron, trigger, value as valueClass } from './select.css.ts';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's value, or '' / null for none. */
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  onBlur?: () => void;
  className?: string;
}

export function Select({
  label,
  options,
  value,
  onChange,
  placeholder = 'Select an option',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  onBlur,
  className,
}: SelectProps) {
  return (
    <AriaSelect
      value={value ? value : null}
      onChange={(key: Key | null) => onChange(key === null ? '' : String(key))}
      placeholder={placeholder}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired ?? false}
      isDisabled={isDisabled ?? false}
      validationBehavior="aria"
      {...(name ? { name } : {})}
      {...(onBlur ? { onBlur } : {})}
      className={[field, className ?? ''].join(' ').trim()}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Button className={trigger}>
        <SelectValue className={valueClass} />
        <svg aria-hidden="true" className={chevron} width="16" height="16" viewBox="0 0 16 16">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Button>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className={popover} style={{ maxHeight: '20rem' }}>
        <ListBox className={listBox} items={options.map((o) => ({ id: o.value, ...o }))}>
          {(item) => (
            <ListBoxItem id={item.id} className={option} textValue={item.label}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
