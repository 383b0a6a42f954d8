// What a link that opens no booking shows (docs/decisions/0090): the same words whether the link
// is unknown, wrong, expired or revoked, and the business's phone. The server answers the page
// with 404; the page itself says nothing about which it was.
import { business } from '@dumpster/domain';
import { confirmation, confirmationText, confirmationTitle } from '../../shared/sections/confirmation.css.ts';
import { PageMeta } from '../../shared/seo/PageMeta.tsx';
import { container, section } from '../../shared/styles/utilities.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { PhoneLink } from '../../shared/ui/PhoneLink.tsx';

/**
 * True while the document holds the "link not valid" page the server sent (with its 404): its
 * HTML carries `data-link-not-valid`, so the customer's page hydrating the server's answer for a
 * refused link (decision 0129) renders this page, not its own loading state.
 */
export function servedAsLinkNotValid(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[data-link-not-valid]') !== null;
}

export function LinkNotValid() {
  return (
    <div className={`${container} ${section} ${confirmation}`} data-link-not-valid="">
      <PageMeta
        title={`This link is not valid | ${business.shortName}`}
        description="This booking link is not valid."
        canonicalPath="/my-booking"
        noIndex
      />
      <h1 className={confirmationTitle} tabIndex={-1}>
        This link is not valid
      </h1>
      <p className={confirmationText}>
        It may have expired or been replaced by a newer one. To see or change your booking, call us at{' '}
        <PhoneLink placement="my_booking" />.
      </p>
      <ButtonLink href="/book">Book a dumpster</ButtonLink>
    </div>
  );
}

/** The page at /my-booking (no token), and what the server answers for a link that opens nothing. */
export function LinkNotValidPage() {
  return <LinkNotValid />;
}
