import { Stars } from '../../shared/sections/Stars.tsx';
import { card, grid3 } from '../../shared/ui/card.css.ts';
import { smallPrint } from './booking.css.ts';
import { bookingTestimonials } from './testimonials.ts';

export function BookingTestimonials() {
  return (
    <ul className={grid3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {bookingTestimonials.map((entry, index) => (
        <li key={entry.name} className={card}>
          <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
            <Stars rating={entry.rating} id={`booking-testimonial-${index}`} />
            <blockquote style={{ margin: 0 }}>
              <p>“{entry.text}”</p>
            </blockquote>
            <figcaption>
              <strong>{entry.name}</strong> <span className={smallPrint}>{entry.title}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
