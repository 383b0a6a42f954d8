import { business, telHref } from '@dumpster/domain';
import type { MouseEvent, ReactNode } from 'react';
import { type PhonePlacement, trackPhoneCallClick } from '../analytics/analytics.ts';
import { ButtonLink, type ButtonLinkProps } from './ButtonLink.tsx';
import { Link } from './Link.tsx';

interface PhoneLinkProps {
  placement: PhonePlacement;
  children?: ReactNode;
  className?: string;
  /** Accessible name when the visible text is short ('Call'). */
  'aria-label'?: string;
}

/** A tel: text link that reports phone_call_click with its placement (spec section 7). */
export function PhoneLink({ placement, children, className, ...rest }: PhoneLinkProps) {
  return (
    <Link
      href={telHref}
      onClick={() => trackPhoneCallClick(placement)}
      {...(className ? { className } : {})}
      {...rest}
    >
      {children ?? business.phoneDisplay}
    </Link>
  );
}

type PhoneButtonProps = Omit<ButtonLinkProps, 'href'> & { placement: PhonePlacement };

/** The same, looking like a button ('Call Now'). */
export function PhoneButton({ placement, children, onClick, ...props }: PhoneButtonProps) {
  return (
    <ButtonLink
      {...props}
      href={telHref}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        trackPhoneCallClick(placement);
        onClick?.(event);
      }}
    >
      {children}
    </ButtonLink>
  );
}
