import {
  container,
  eyebrow,
  lead,
  section,
  sectionHeader,
  sectionTitle,
} from '../../shared/styles/utilities.css.ts';
import { card, cardText, cardTitle, grid3, iconBadge } from '../../shared/ui/card.css.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { whyChooseUs } from './home-content.ts';

export function WhyChooseUs() {
  return (
    <section className={section} aria-labelledby="why-title">
      <div className={container}>
        <div className={sectionHeader}>
          <span className={eyebrow}>Why choose us</span>
          <h2 id="why-title" className={sectionTitle}>
            Dumpster rental without the runaround
          </h2>
          <p className={lead}>
            Fast delivery, honest prices and responsible disposal on every job, big or small.
          </p>
        </div>
        <ul className={grid3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {whyChooseUs.map((feature) => (
            <li key={feature.title} className={card}>
              <span className={iconBadge}>
                <Icon name={feature.icon} />
              </span>
              <h3 className={cardTitle}>{feature.title}</h3>
              <p className={cardText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
