import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { PhoneButton } from '../../shared/ui/PhoneLink.tsx';
import { mobileBar } from './chrome.css.ts';
import { PhoneIcon } from './PhoneIcon.tsx';

/** Fixed to the bottom of small screens: the two actions that matter (spec section 2). */
export function MobileBar() {
  return (
    <nav aria-label="Quick actions" className={mobileBar}>
      <ButtonLink href="/#contact">Book Now</ButtonLink>
      <PhoneButton placement="mobile_bar" variant="secondary">
        <PhoneIcon />
        Call
      </PhoneButton>
    </nav>
  );
}
