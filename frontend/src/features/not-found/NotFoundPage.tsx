import { business, majorCities } from '@dumpster/domain';
import { confirmation, confirmationText, confirmationTitle } from '../../shared/sections/confirmation.css.ts';
import { PageMeta } from '../../shared/seo/PageMeta.tsx';
import { container, section } from '../../shared/styles/utilities.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { Link } from '../../shared/ui/Link.tsx';
import { PhoneLink } from '../../shared/ui/PhoneLink.tsx';
import { notFoundLinks } from './not-found.css.ts';

export function NotFoundPage() {
  return (
    <div className={`${container} ${section} ${confirmation}`}>
      <PageMeta
        title={`404 Page Not Found | ${business.shortName}`}
        description="The page you were looking for does not exist."
        canonicalPath="/404"
        noIndex
      />
      <h1 className={confirmationTitle} tabIndex={-1}>
        404 Page Not Found
      </h1>
      <p className={confirmationText}>Did you forget to add the page to the router?</p>
      <ButtonLink href="/">Back to the home page</ButtonLink>
      <nav aria-label="Popular pages">
        <ul className={notFoundLinks}>
          <li>
            <Link href="/dumpster-sizes">Dumpster sizes</Link>
          </li>
          <li>
            <Link href="/book">Book a dumpster</Link>
          </li>
          {majorCities().map((area) => (
            <li key={area.slug}>
              <Link href={`/${area.slug}`}>Dumpster rental in {area.city}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={confirmationText}>
        Or call us at <PhoneLink placement="not_found" />.
      </p>
    </div>
  );
}
