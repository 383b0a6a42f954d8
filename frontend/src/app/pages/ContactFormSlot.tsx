// The contact form's place in the home page's contact section: app/ composes the two features
// (HomeRoute.tsx), as features never import each other. The form, its validation and the API client (RTK Query) are the heaviest part
// of the home page and sit at its foot, so they load when the section nears the viewport; until
// then the prerendered form stays on screen as the server wrote it (docs/decisions/0047).
import { Suspense } from 'react';
import { formPlaceholder } from '../../features/home/home.css.ts';
import { lazyNearViewport } from '../../shared/lazy/lazy-near-viewport.ts';

const ContactForm = lazyNearViewport(
  // Not preloaded by the prerendered page (scripts/track-dynamic-imports.ts): it loads later.
  () => import(/* later */ '../../features/contact/ContactForm.tsx').then((module) => module.ContactForm),
  { anchorId: 'contact' },
);

/** Seen only when the home page is drawn in the browser before the form's code has arrived. */
function ContactFormPlaceholder() {
  return (
    <p className={formPlaceholder} role="status">
      Loading the contact form…
    </p>
  );
}

export function ContactFormSlot() {
  return (
    <Suspense fallback={<ContactFormPlaceholder />}>
      <ContactForm />
    </Suspense>
  );
}
