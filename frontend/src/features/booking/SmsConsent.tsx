import { smsConsentText } from '@dumpster/domain';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { Link } from '../../shared/ui/Link.tsx';
import { smallPrint } from './booking.css.ts';

/** The SMS opt-in with the consent text; the policy links sit outside the label so a tap on
 *  them never ticks the box. */
export function SmsConsent({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div data-field="smsOptIn">
      <Checkbox isSelected={checked} onChange={onChange} name="smsOptIn">
        {smsConsentText}
      </Checkbox>
      <p className={smallPrint}>
        See our <Link href="/terms">Terms of Service</Link> and <Link href="/privacy">Privacy Policy</Link>.
      </p>
    </div>
  );
}
