import {
  bookingPathForSize,
  dumpsterSizes,
  formatDimensions,
  formatUsd,
  includedRentalDays,
} from '@dumpster/domain';
import { DumpsterImage } from '../images/DumpsterImage.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { checkItem, checkList, grid3 } from '../ui/card.css.ts';
import { projectPhrase } from './project-list.ts';
import {
  cardFooter,
  popularTag,
  priceAmount,
  priceCard,
  priceCardPopular,
  priceImage,
  priceLine,
  pricePeriod,
  priceSubtitle,
  priceTitle,
} from './sections.css.ts';

/**
 * The three sizes with their flat prices. Every figure comes from the catalogue (the size table
 * wins over the spec's card figures: decision 0005).
 */
export function SizePricingCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={grid3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {dumpsterSizes.map((size) => (
        <li key={size.value} className={size.popular ? priceCardPopular : priceCard}>
          {size.popular ? <span className={popularTag}>POPULAR</span> : null}
          <DumpsterImage size={size.value} className={priceImage} decorative />
          <div>
            <Heading className={priceTitle}>{size.label}</Heading>
            <p className={priceSubtitle}>{size.description}</p>
          </div>
          <p className={priceLine}>
            <span className={priceAmount}>{formatUsd(size.priceCents)}</span>
            <span className={pricePeriod}>/ {includedRentalDays}-day rental</span>
          </p>
          <ul className={checkList}>
            <li className={checkItem}>{size.includedTons} tons included</li>
            <li className={checkItem}>{formatDimensions(size.dimensions)}</li>
            <li className={checkItem}>Delivery and pickup included</li>
            <li className={checkItem}>{projectPhrase(size.typicalProjects.slice(0, 2))}</li>
          </ul>
          <div className={cardFooter}>
            <ButtonLink
              href={bookingPathForSize(size.value)}
              variant={size.popular ? 'primary' : 'secondary'}
              isFullWidth
              aria-label={`Book Now: ${size.label}`}
            >
              Book Now
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
