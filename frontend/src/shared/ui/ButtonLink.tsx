import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { buttonClassName } from './Button.tsx';
import type { ButtonSize, ButtonVariant } from './button.css.ts';

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className' | 'children' | 'href'> {
  /** An in-app path ('/book?size=10', '/#contact') navigates with the router; tel:, mailto: and
   *  external addresses behave as ordinary links. */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant, size, isFullWidth, className, children, ...props }: ButtonLinkProps) {
  return (
    <AriaLink {...props} className={buttonClassName(variant, size, isFullWidth, className)}>
      {children}
    </AriaLink>
  );
}
