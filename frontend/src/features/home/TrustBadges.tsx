import { container } from '../../shared/styles/utilities.css.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { trustBand, trustItem, trustRow } from './home.css.ts';
import { trustBadges } from './home-content.ts';

export function TrustBadges() {
  return (
    <div className={trustBand}>
      <ul className={`${container} ${trustRow}`} aria-label="Our guarantees">
        {trustBadges.map((item) => (
          <li key={item.label} className={trustItem}>
            <Icon name={item.icon} />
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
