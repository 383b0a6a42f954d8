import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import type { ButtonSize, ButtonVariant } from './button.css.ts';
import { buttonClassName } from './button-class-name.ts';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

/** The house button (react-aria: press events, keyboard and focus-visible handled). */
export function Button({ variant, size, isFullWidth, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={buttonClassName(variant, size, isFullWidth, className)}>
      {children}
    </AriaButton>
  );
}
