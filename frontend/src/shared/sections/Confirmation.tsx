// The page a form's native post ends on (decision 0051): what happened, in the spec's words,
// the facts worth keeping, and where to go next. No index: it belongs to one visitor.
import type { ReactNode } from 'react';
import { PageMeta } from '../seo/PageMeta.tsx';
import { container, section } from '../styles/utilities.css.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
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
      <div className={links}>
        <ButtonLink href="/">Back to the home page</ButtonLink>
        <ButtonLink href="/dumpster-sizes" variant="outline">
          Dumpster sizes
        </ButtonLink>
      </div>
    </div>
  );
}
