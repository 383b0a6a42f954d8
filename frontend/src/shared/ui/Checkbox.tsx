import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components/Checkbox';
import { box, choice, tick } from './choice.css.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={[choice, className ?? ''].join(' ').trim()}>
      <span className={box} aria-hidden="true">
        <svg aria-hidden="true" className={tick} width="14" height="14" viewBox="0 0 14 14">
          <path d="M2.5 7.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      </span>
      <span>{children}</span>
    </AriaCheckbox>
  );
}
