// Under the dates, when the chosen range crosses a day every dumpster of the size is out
// (decision 0086): the domain's sentence (the full days, the next dates that work) and a
// button that takes those dates. A polite live region that is always there, so the message is
// announced when it appears, whether the form found it or the server answered 409.
import type { RentalDates, UnavailableAnswer } from '@dumpster/domain';
import { Button } from '../../shared/ui/Button.tsx';
import { datesUnavailable, datesUnavailableText } from './booking.css.ts';

export function DatesUnavailable({
  refusal,
  onUseDates,
}: {
  refusal: UnavailableAnswer | null;
  onUseDates: (dates: RentalDates) => void;
}) {
  const next = refusal?.nextAvailable ?? null;
  return (
    <div role="status" className={datesUnavailable} data-testid="dates-unavailable">
      {refusal ? <p className={datesUnavailableText}>{refusal.message}</p> : null}
      {next ? (
        <Button variant="outline" size="sm" onPress={() => onUseDates(next)}>
          Use these dates
        </Button>
      ) : null}
    </div>
  );
}
