import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessages } from './FieldMessages.tsx';
import { field, textarea } from './field.css.ts';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'isInvalid'> {
  label: string;
  description?: string;
  errorMessage?: string | undefined;
  placeholder?: string;
  rows?: number;
  className?: string;
}

/** A multi-line field; at least 120 px tall (spec section 9, interface limits). */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={[field, className ?? ''].join(' ').trim()}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea className={textarea} placeholder={placeholder} rows={rows} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
