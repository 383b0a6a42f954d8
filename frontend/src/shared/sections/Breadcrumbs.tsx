import { JsonLd } from '../seo/JsonLd.tsx';
import { breadcrumbJsonLd } from '../seo/structured-data.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { breadcrumbCurrent, breadcrumbLink, breadcrumbList, breadcrumbSeparator } from './breadcrumbs.css.ts';

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** The trail to this page, with its BreadcrumbList structured data; the last crumb is the page. */
export function Breadcrumbs({ trail, tone = 'light' }: { trail: readonly Crumb[]; tone?: 'light' | 'dark' }) {
  return (
    <nav aria-label="Breadcrumb">
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <ol className={breadcrumbList} data-tone={tone}>
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={crumb.path}>
              {isLast ? (
                <span aria-current="page" className={breadcrumbCurrent}>
                  {crumb.name}
                </span>
              ) : (
                <>
                  <AppLink href={crumb.path} className={breadcrumbLink}>
                    {crumb.name}
                  </AppLink>
                  <span aria-hidden="true" className={breadcrumbSeparator}>
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
