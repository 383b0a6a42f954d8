import { visuallyHidden } from '../styles/utilities.css.ts';
import { stars } from './sections.css.ts';

const starPath = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** A rating out of 5 as stars (half stars too), with the number as text for screen readers. */
export function Stars({ rating, id }: { rating: number; id: string }) {
  return (
    <span className={stars}>
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = Math.max(0, Math.min(1, rating - (position - 1)));
        const gradient = `${id}-star-${position}`;
        return (
          <svg key={position} aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
            <defs>
              <linearGradient id={gradient}>
                <stop offset={fill} stopColor="currentColor" />
                <stop offset={fill} stopColor="transparent" />
              </linearGradient>
            </defs>
            <path d={starPath} fill={`url(#${gradient})`} stroke="currentColor" strokeWidth="1.2" />
          </svg>
        );
      })}
      <span className={visuallyHidden}>Rated {rating} out of 5 stars</span>
    </span>
  );
}
