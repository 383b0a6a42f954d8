// The page a form's native post ends on (decision 0051): what happened, in the spec's words,
// the facts worth keeping, and where to go next. No index: it belongs to one visitor.
import type { ReactNode } from 'react';
import { PageMeta } from '../seo/PageMeta.tsx';
import { container, section } from '../styles/utilities.css.ts';
import { Link } from '../ui/Link.tsx';
import { confirmation, confirmationText, confirmationTitle, links } from './confirmation.css.ts';

export interface ConfirmationProps {
  readonly title: string;
  readonly text: string;
  /** The page's own address, for its canonical link. */
  readonly path: string;
  readonly children?: ReactNode;
}

export function Confirmation({ title, text, path, children }: ConfirmationProps) {
  return (
    <div className={`${container} ${section} ${confirmation}`}>
      <PageMeta title={`${title} | Coastal Haul`} description={text} canonicalPath={path} noIndex />
      <h1 className={confirmationTitle} tabIndex={-1}>
        {title}
      </h1>
      <p className={confirmationText}>{text}</p>
      {children}
      <nav aria-label="Where next" className={links}>
        <Link href="/">Back to the home page</Link>
        <Link href="/book">Book a dumpster</Link>
        <Link href="/dumpster-sizes">Dumpster sizes</Link>
      </nav>
    </div>
  );
}
