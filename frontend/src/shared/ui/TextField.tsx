import { Input } from 'react-aria-components/Input';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessages } from './FieldMessages.tsx';
import { field, input } from './field.css.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'isInvalid'> {
  label: string;
  description?: string;
  /** Shown under the field and linked to it; its presence marks the field invalid. */
  errorMessage?: string | undefined;
  placeholder?: string;
  className?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={[field, className ?? ''].join(' ').trim()}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={input} placeholder={placeholder} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
