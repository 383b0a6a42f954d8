// The contact form's place in the contact section: the one seam where the home page takes in
// the contact feature. Not lazy: a Suspense boundary on a prerendered page would be written
// with an inline script the CSP forbids (decision 0028); the form keeps its heavy Select lazy.
import { ContactForm } from '../contact/ContactForm.tsx';

export function ContactFormSlot() {
  return <ContactForm />;
}
