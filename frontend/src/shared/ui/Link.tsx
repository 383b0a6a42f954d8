import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { link, linkOnDark } from './link.css.ts';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'children'> {
  /** In-app paths navigate with the router (see AppRouterBridge); others are ordinary links. */
  href: string;
  tone?: 'default' | 'onDark';
  className?: string;
  children: ReactNode;
}

export function Link({ tone = 'default', className, children, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={[tone === 'onDark' ? linkOnDark : link, className ?? ''].join(' ').trim()}
    >
      {children}
    </AriaLink>
  );
}
