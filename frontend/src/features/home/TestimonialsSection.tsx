import { Stars } from '../../shared/sections/Stars.tsx';
import { ctaRow } from '../../shared/sections/sections.css.ts';
import {
  container,
  eyebrow,
  lead,
  sectionHeader,
  sectionMuted,
  sectionTitle,
} from '../../shared/styles/utilities.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { card, grid3 } from '../../shared/ui/card.css.ts';
import { avatar, person, personName, personTitle, quote } from './home.css.ts';
import { testimonials } from './home-content.ts';

export function TestimonialsSection() {
  return (
    <section className={sectionMuted} aria-labelledby="testimonials-title">
      <div className={container}>
        <div className={sectionHeader}>
          <span className={eyebrow}>Testimonials</span>
          <h2 id="testimonials-title" className={sectionTitle}>
            What our customers say
          </h2>
          <p className={lead}>Homeowners and contractors across Northeast Florida, in their own words.</p>
        </div>
        <ul className={grid3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {testimonials.map((entry, index) => (
            <li key={entry.name} className={card}>
              <figure
                style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: '1rem', height: '100%' }}
              >
                <Stars rating={entry.rating} id={`testimonial-${index}`} />
                <blockquote className={quote}>
                  <p>“{entry.text}”</p>
                </blockquote>
                <figcaption className={person}>
                  <span className={avatar} aria-hidden="true">
                    {entry.initials}
                  </span>
                  <span>
                    <span className={personName} style={{ display: 'block' }}>
                      {entry.name}
                    </span>
                    <span className={personTitle}>{entry.title}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className={ctaRow}>
          <ButtonLink href="/book" size="lg">
            Join Our Happy Customers - Book Today!
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
