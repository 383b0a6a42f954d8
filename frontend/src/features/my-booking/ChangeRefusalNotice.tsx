// A refused change's notice above the form: the server's sentence, a button that takes the dates
// it suggests instead (where the fleet had none free), and the phone where the sentence says to
// call (the 24-hour limit passed, the booking takes no more changes).
import { FormNotice } from '../../shared/forms/FormNotice.tsx';
import type { FormNotice as Notice } from '../../shared/forms/use-form-controller.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { CallToChange } from './CallToChange.tsx';
import { type SuggestedDates, saysToCall } from './change-notice.ts';

export interface Suggestion {
  readonly label: (dates: SuggestedDates) => string;
  readonly take: (dates: SuggestedDates) => void;
}

export function ChangeRefusalNotice({
  notice,
  suggestion,
}: {
  notice: Notice | undefined;
  suggestion?: Suggestion;
}) {
  const suggested = notice?.details as SuggestedDates | undefined;
  return (
    <FormNotice notice={notice}>
      {suggested && suggestion ? (
        <Button variant="secondary" onPress={() => suggestion.take(suggested)}>
          {suggestion.label(suggested)}
        </Button>
      ) : null}
      {saysToCall(notice) ? <CallToChange /> : null}
    </FormNotice>
  );
}
