// What a one-line field and a text area share: react-aria's text field with its label, its
// description and its message (linked to the control, which the message marks invalid); the
// control itself is the child.
import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessages } from './FieldMessages.tsx';
import { field } from './field.css.ts';

export interface TextFieldFrameProps
  extends Omit<AriaTextFieldProps, 'className' | 'children' | 'isInvalid'> {
  label: string;
  description?: string;
  /** Shown under the field and linked to it; its presence marks the field invalid. */
  errorMessage?: string | undefined;
  className?: string;
}

export function TextFieldFrame({
  label,
  description,
  errorMessage,
  className,
  children,
  ...props
}: TextFieldFrameProps & { children: ReactNode }) {
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={[field, className ?? ''].join(' ').trim()}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {children}
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
