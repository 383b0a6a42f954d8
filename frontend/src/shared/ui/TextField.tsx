import { Input } from 'react-aria-components/Input';
import { input } from './field.css.ts';
import { TextFieldFrame, type TextFieldFrameProps } from './TextFieldFrame.tsx';

export interface TextFieldProps extends TextFieldFrameProps {
  placeholder?: string;
}

export function TextField({ placeholder, ...props }: TextFieldProps) {
  return (
    <TextFieldFrame {...props}>
      <Input className={input} placeholder={placeholder} />
    </TextFieldFrame>
  );
}
