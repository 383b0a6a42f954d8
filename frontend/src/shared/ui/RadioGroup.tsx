import { Label } from 'react-aria-components/Label';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
} from 'react-aria-components/RadioGroup';
import { choice, group, groupOptions, radioCircle } from './choice.css.ts';
import { FieldMessages } from './FieldMessages.tsx';
import { label as labelClass } from './field.css.ts';

export interface RadioOption {
  readonly value: string;
  readonly label: string;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children' | 'isInvalid'> {
  label: string;
  options: readonly RadioOption[];
  description?: string;
  errorMessage?: string | undefined;
  className?: string;
}

export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      orientation="horizontal"
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={[group, className ?? ''].join(' ').trim()}
    >
      <Label className={labelClass}>{label}</Label>
      <div className={groupOptions} data-orientation={props.orientation ?? 'horizontal'}>
        {options.map((item) => (
          <Radio key={item.value} value={item.value} className={choice}>
            <span className={radioCircle} aria-hidden="true" />
            <span>{item.label}</span>
          </Radio>
        ))}
      </div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
