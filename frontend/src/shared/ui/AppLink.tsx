// The one link primitive of the site's chrome and pages. It is plain HTML plus react-router:
// no react-aria here, so the shell and the marketing pages carry none of its press and hover
// machinery (docs/decisions/0047). Widgets that need react-aria (menus, form fields) bring it
// in their own lazy chunks.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const hasScheme = /^[a-z][a-z\d+.-]*:/i;

/** True for an address the router should handle: a path or anchor of this site. */
export function isAppPath(href: string): boolean {
  return !hasScheme.test(href) && !href.startsWith('//');
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** '/book?size=10' and '/#contact' navigate with the router; tel:, mailto: and other sites
   *  are ordinary links, exactly as written. */
  href: string;
  children: ReactNode;
}

export function AppLink({ href, children, ...props }: AppLinkProps) {
  if (isAppPath(href) && props.target !== '_blank') {
    return (
      <RouterLink to={href} {...props}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
