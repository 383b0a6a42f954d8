import type { LocalInfo, ServiceArea } from '@dumpster/domain';
import {
  container,
  eyebrow,
  sectionMuted,
  sectionTitle,
  wrappingList,
} from '../../shared/styles/utilities.css.ts';
import { card, cardText } from '../../shared/ui/card.css.ts';
import { PhoneLink } from '../../shared/ui/PhoneLink.tsx';
import { bulletList, chip, permitNote, prose, subHeading, twoCol } from './city.css.ts';

/** The hand-written local knowledge of the seven cities that have it. */
export function CityLocalInfo({ area, info }: { area: ServiceArea; info: LocalInfo }) {
  return (
    <section className={sectionMuted} aria-labelledby="local-title">
      <div className={container}>
        <span className={eyebrow}>Local service</span>
        <h2 id="local-title" className={sectionTitle}>
          Serving every corner of {area.city}
        </h2>
        <div className={twoCol}>
          <div className={card}>
            <h3 className={subHeading}>Neighborhoods we serve</h3>
            <ChipList names={info.neighborhoods} />
          </div>
          <div className={card}>
            <h3 className={subHeading}>Near {area.city} landmarks</h3>
            <ChipList names={info.landmarks} />
          </div>
          <div className={card}>
            <h3 className={subHeading}>Permits in {area.city}</h3>
            <p className={permitNote}>{info.permitInfo}</p>
            <p className={cardText}>
              Not sure your placement needs one? Call <PhoneLink placement="city_permit" /> and we will check
              the address for you.
            </p>
          </div>
          <div className={card}>
            <h3 className={subHeading}>Local rules to know</h3>
            <ul className={`${bulletList} ${prose}`}>
              {info.regulations.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

function ChipList({ names }: { names: readonly string[] }) {
  return (
    <ul className={wrappingList}>
      {names.map((name) => (
        <li key={name} className={chip}>
          {name}
        </li>
      ))}
    </ul>
  );
}
