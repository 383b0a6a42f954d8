import type { ReactNode } from 'react';
import { visuallyHidden } from '../styles/utilities.css.ts';
import { Link } from './Link.tsx';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  tone?: 'default' | 'onDark';
  className?: string;
}

/** A link to another site: opens in a new tab, without handing it our window (noopener). */
export function ExternalLink({ href, children, tone, className }: ExternalLinkProps) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...(tone ? { tone } : {})}
      {...(className ? { className } : {})}
    >
      {children}
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </Link>
  );
}
