import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import { textarea } from './field.css.ts';
import { TextFieldFrame, type TextFieldFrameProps } from './TextFieldFrame.tsx';

export interface TextAreaProps extends TextFieldFrameProps {
  placeholder?: string;
  rows?: number;
}

/** A multi-line field; at least 120 px tall (spec section 9, interface limits). */
export function TextArea({ placeholder, rows = 4, ...props }: TextAreaProps) {
  return (
    <TextFieldFrame {...props}>
      <AriaTextArea className={textarea} placeholder={placeholder} rows={rows} />
    </TextFieldFrame>
  );
}
