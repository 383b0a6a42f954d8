// The home route: the home page with the contact feature's form in its contact section. One
// module, so the route stays one chunk (the form itself loads later, near the viewport).
import { HomePage } from '../../features/home/HomePage.tsx';
import { ContactFormSlot } from './ContactFormSlot.tsx';

export function HomeRoute() {
  return <HomePage contactForm={<ContactFormSlot />} />;
}
