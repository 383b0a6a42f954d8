// The booking's status as a timeline (domain status-timeline.ts) and what happens next. Each step
// says in words whether it is done, current or still to come, not by colour alone.
import type { MyBookingView } from '@dumpster/domain';
import { visuallyHidden, wrappingList } from '../../shared/styles/utilities.css.ts';
import { muted, panel, panelTitle, step } from './my-booking.css.ts';

const stateWords = { done: 'done', current: 'current step', upcoming: 'to come' } as const;

export function StatusSteps({ booking }: { booking: MyBookingView }) {
  return (
    <section className={panel} aria-labelledby="my-booking-status">
      <h2 id="my-booking-status" className={panelTitle}>
        Status
      </h2>
      <ol className={wrappingList}>
        {booking.timeline.steps.map((item) => (
          <li
            key={item.status}
            className={step[item.state]}
            {...(item.state === 'current' ? { 'aria-current': 'step' as const } : {})}
          >
            {item.state === 'done' ? <span aria-hidden="true">✓</span> : null}
            {item.label}
            <span className={visuallyHidden}>{` (${stateWords[item.state]})`}</span>
          </li>
        ))}
      </ol>
      <p className={muted}>
        <strong>What happens next: </strong>
        {booking.timeline.next}
      </p>
    </section>
  );
}
