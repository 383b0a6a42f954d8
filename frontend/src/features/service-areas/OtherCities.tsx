import { otherCitiesFor } from '@dumpster/domain';
import { container, eyebrow, lead, section, sectionTitle } from '../../shared/styles/utilities.css.ts';
import { card } from '../../shared/ui/card.css.ts';
import { Link } from '../../shared/ui/Link.tsx';
import { cityLinks, groupTitle, otherGrid } from './city.css.ts';

function groupId(group: string): string {
  return `group-${group.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}

/**
 * Links to the cities around this one (spec section 2): up to 4 of its own region, then 2 other
 * regions with 3 each, as the domain chooses them.
 */
export function OtherCities({ slug, city }: { slug: string; city: string }) {
  const other = otherCitiesFor(slug);
  if (!other) return null;
  const groups = [other.sameGroup, ...other.otherGroups].filter((group) => group.cities.length > 0);
  return (
    <section id="service-areas" className={section} aria-labelledby="other-cities-title">
      <div className={container}>
        <span className={eyebrow}>Service areas</span>
        <h2 id="other-cities-title" className={sectionTitle}>
          We also serve cities near {city}
        </h2>
        <p className={lead} style={{ marginBottom: '2rem' }}>
          The same flat prices and same-day delivery across Florida.
        </p>
        <div className={otherGrid}>
          {groups.map((group) => (
            <section key={group.group} className={card} aria-labelledby={groupId(group.group)}>
              <h3 id={groupId(group.group)} className={groupTitle}>
                {group.group}
              </h3>
              <ul className={cityLinks}>
                {group.cities.map((area) => (
                  <li key={area.slug}>
                    <Link href={`/${area.slug}`}>Dumpster rental in {area.city}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
