import { policies, prohibitedItems, type ServiceArea } from '@dumpster/domain';
import {
  container,
  eyebrow,
  section,
  sectionMuted,
  sectionTitle,
} from '../../shared/styles/utilities.css.ts';
import { card, cardText, checkItem, checkList, grid3, iconBadge } from '../../shared/ui/card.css.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { bulletList, subHeading } from './city.css.ts';
import { zipSentence } from './city-copy.ts';

/** Why us, what is included and what is not: the same promises, said for this city. */
interface CityServiceDetailsProps {
  area: ServiceArea;
  hasLocalPermitInfo: boolean;
  /** Sections alternate backgrounds; this one's depends on what comes before it. */
  muted: boolean;
}

export function CityServiceDetails({ area, hasLocalPermitInfo, muted }: CityServiceDetailsProps) {
  const { min, max } = policies.permitCostRangeUsd;
  const hours = policies.permitProcessingHours;
  return (
    <section className={muted ? sectionMuted : section} aria-labelledby="details-title">
      <div className={container}>
        <span className={eyebrow}>Service details</span>
        <h2 id="details-title" className={sectionTitle}>
          Why {area.city} chooses us
        </h2>
        <ul className={grid3} style={{ listStyle: 'none', margin: '0 0 2rem', padding: 0 }}>
          <li className={card}>
            <span className={iconBadge}>
              <Icon name="truck" />
            </span>
            <h3 className={subHeading}>Local, same-day delivery</h3>
            <p className={cardText}>
              Order before noon and your container arrives today. {zipSentence(area)}
            </p>
          </li>
          <li className={card}>
            <span className={iconBadge}>
              <Icon name="tag" />
            </span>
            <h3 className={subHeading}>One flat price</h3>
            <p className={cardText}>
              Delivery, pickup, 7 days and the included weight in one price, locked in when you book. No fuel
              surcharges, no surprise fees.
            </p>
          </li>
          <li className={card}>
            <span className={iconBadge}>
              <Icon name="permit" />
            </span>
            <h3 className={subHeading}>Permit help</h3>
            <p className={cardText}>
              {hasLocalPermitInfo
                ? `Street placement in ${area.city} needs a permit; see the local rules below, and we help you file it.`
                : `Street placement in ${area.city} usually needs a permit (about $${min} to $${max}, ${hours.min} to ${hours.max} hours). We help you file it; driveways need none.`}
            </p>
          </li>
        </ul>
        <div className={grid3}>
          <div className={card}>
            <h3 className={subHeading}>Every rental includes</h3>
            <ul className={checkList}>
              <li className={checkItem}>Delivery and pickup</li>
              <li className={checkItem}>7 days on site</li>
              <li className={checkItem}>Included weight (2 to 4 tons by size)</li>
              <li className={checkItem}>Boards under the wheels to protect your driveway</li>
            </ul>
          </div>
          <div className={card}>
            <h3 className={subHeading}>What can go in</h3>
            <ul className={checkList}>
              <li className={checkItem}>Furniture and household junk</li>
              <li className={checkItem}>Drywall, wood, flooring and cabinets</li>
              <li className={checkItem}>Roofing shingles and underlayment</li>
              <li className={checkItem}>Yard waste, branches and fencing</li>
            </ul>
          </div>
          <div className={card}>
            <h3 className={subHeading}>Please keep out</h3>
            <ul className={bulletList}>
              {prohibitedItems.slice(0, 7).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
