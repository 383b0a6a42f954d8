import { AppLink, type AppLinkProps } from './AppLink.tsx';
import { link, linkOnDark } from './link.css.ts';

export interface LinkProps extends AppLinkProps {
  tone?: 'default' | 'onDark';
}

/** A text link in the house style (in-app paths go through the router, see AppLink). */
export function Link({ tone = 'default', className, children, ...props }: LinkProps) {
  return (
    <AppLink {...props} className={[tone === 'onDark' ? linkOnDark : link, className ?? ''].join(' ').trim()}>
      {children}
    </AppLink>
  );
}
