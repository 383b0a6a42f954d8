import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../shared/sections/Breadcrumbs.tsx';
import { PageMeta } from '../../shared/seo/PageMeta.tsx';
import { container } from '../../shared/styles/utilities.css.ts';
import { Link } from '../../shared/ui/Link.tsx';
import { article, page, summary, title as titleClass, toc, updated } from './legal.css.ts';

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

interface LegalPageProps {
  title: string;
  path: '/privacy' | '/terms';
  metaTitle: string;
  metaDescription: string;
  lastUpdated: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
}

/** The frame of a policy page: title, plain-language summary, contents, then the sections. */
export function LegalPage({
  title,
  path,
  metaTitle,
  metaDescription,
  lastUpdated,
  summary: intro,
  sections,
}: LegalPageProps) {
  return (
    <div className={`${container} ${page}`}>
      <PageMeta title={metaTitle} description={metaDescription} canonicalPath={path} />
      <article className={article}>
        <Breadcrumbs
          tone="dark"
          trail={[
            { name: 'Home', path: '/' },
            { name: title, path },
          ]}
        />
        <h1 className={titleClass} tabIndex={-1}>
          {title}
        </h1>
        <p className={updated}>Last updated: {lastUpdated}</p>
        <div className={summary}>{intro}</div>
        <nav className={toc} aria-label="Contents">
          <ol>
            {sections.map((entry) => (
              <li key={entry.id}>
                <Link href={`${path}#${entry.id}`}>{entry.title}</Link>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((entry) => (
          <section key={entry.id} aria-labelledby={entry.id}>
            <h2 id={entry.id}>{entry.title}</h2>
            {entry.body}
          </section>
        ))}
      </article>
    </div>
  );
}
