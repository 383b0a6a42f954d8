import { business, mailtoHref, supportHours } from '@dumpster/domain';
import { useId, useState } from 'react';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { PhoneButton } from '../../shared/ui/PhoneLink.tsx';
import { helpLabel, helpPanel, helpText, helpTitle, helpToggle, helpWidget } from './chrome.css.ts';

/** The floating "Need help?" button with the call and e-mail links (spec section 2). */
export function HelpWidget() {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();

  return (
    <aside aria-label="Help" className={helpWidget}>
      {isOpen ? (
        <div id={panelId} className={helpPanel}>
          <p className={helpTitle}>Questions? We're here.</p>
          <p className={helpText}>Talk to a real person, {supportHours}.</p>
          <PhoneButton placement="help_widget" variant="primary" isFullWidth>
            Call {business.phoneDisplay}
          </PhoneButton>
          <ButtonLink href={mailtoHref} variant="outline" isFullWidth>
            Email us
          </ButtonLink>
        </div>
      ) : null}
      <button
        type="button"
        className={helpToggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
          {isOpen ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          ) : (
            <path
              fill="currentColor"
              d="M12 3C6.5 3 2 6.9 2 11.7c0 2.5 1.2 4.7 3.2 6.3L4.5 22l4.3-2.3c1 .3 2.1.4 3.2.4 5.5 0 10-3.9 10-8.7S17.5 3 12 3z"
            />
          )}
        </svg>
        <span className={helpLabel}>{isOpen ? 'Close' : 'Need help?'}</span>
      </button>
    </aside>
  );
}
