import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { type ButtonSize, type ButtonVariant, buttonSize, buttonVariant, fullWidth } from './button.css.ts';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  isFullWidth = false,
  extra?: string,
): string {
  return [buttonVariant[variant], buttonSize[size], isFullWidth ? fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

/** The house button (react-aria: press events, keyboard and focus-visible handled). */
export function Button({ variant, size, isFullWidth, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={buttonClassName(variant, size, isFullWidth, className)}>
      {children}
    </AriaButton>
  );
}
