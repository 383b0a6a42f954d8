import { AppLink, type AppLinkProps } from './AppLink.tsx';
import type { ButtonSize, ButtonVariant } from './button.css.ts';
import { buttonClassName } from './button-class-name.ts';

export interface ButtonLinkProps extends AppLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
}

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant, size, isFullWidth, className, children, ...props }: ButtonLinkProps) {
  return (
    <AppLink {...props} className={buttonClassName(variant, size, isFullWidth, className)}>
      {children}
    </AppLink>
  );
}
