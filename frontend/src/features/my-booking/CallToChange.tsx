// A change the page does not offer right now: the domain's sentence, and the phone as a link.
import { PhoneButton } from '../../shared/ui/PhoneLink.tsx';
import { muted } from './my-booking.css.ts';

export function CallToChange({ message }: { message?: string }) {
  return (
    <>
      {message ? <p className={muted}>{message}</p> : null}
      <div>
        <PhoneButton placement="my_booking" variant="secondary">
          Call us
        </PhoneButton>
      </div>
    </>
  );
}
