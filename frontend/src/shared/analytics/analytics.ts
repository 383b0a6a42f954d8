// The tag-manager events of spec section 7. Each call forwards to window.gtag when the page has
// one and does nothing otherwise (no tag manager in dev, tests or build-time rendering).

type GtagParams = Record<string, string | number | boolean | Record<string, string> | undefined>;
type Gtag = (command: 'event', name: string, params?: GtagParams) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

export type PhonePlacement =
  | 'header'
  | 'mobile_menu'
  | 'mobile_bar'
  | 'help_widget'
  | 'footer'
  | 'hero'
  | 'demolition'
  | 'closing_cta'
  | 'contact'
  | 'city_hero'
  | 'city_cta'
  | 'city_permit'
  | 'not_found'
  | 'my_booking'
  | 'sizes_page';

function send(name: string, params: GtagParams): void {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function') return;
  window.gtag('event', name, params);
}

/** A tap on any tel: link; the label says where it was. */
export function trackPhoneCallClick(placement: PhonePlacement): void {
  send('phone_call_click', { event_category: 'engagement', event_label: placement, value: 3 });
}

export interface ContactSubmitDetails {
  readonly service: string;
  readonly phone: string;
  readonly email: string;
  readonly location?: string;
}

/**
 * After a successful contact form: the event (label = service, value 1) and its conversion
 * report with service, phone and e-mail (spec section 4). The e-mail and phone also travel as
 * `user_data`, the field gtag's enhanced conversions hash in the browser before sending
 * (decision 0027).
 */
export function trackContactFormSubmit({ service, phone, email, location }: ContactSubmitDetails): void {
  send('contact_form_submit', { event_category: 'lead', event_label: service, value: 1 });
  send('conversion', {
    send_to: 'contact_form',
    service,
    phone,
    email,
    user_data: { email, phone_number: phone },
    location,
    value: 1,
  });
}

export interface BookingSubmitDetails {
  readonly dumpsterSize: string;
  readonly projectType?: string;
  readonly service?: string;
  readonly location?: { readonly city: string; readonly state: string };
}

/** After a successful booking: the event (label = size and project type, value 5) and its conversion. */
export function trackBookingFormSubmit({
  dumpsterSize,
  projectType,
  service,
  location,
}: BookingSubmitDetails): void {
  const label = projectType ? `${dumpsterSize} - ${projectType}` : dumpsterSize;
  send('booking_form_submit', { event_category: 'lead', event_label: label, value: 5 });
  send('conversion', {
    send_to: 'booking_form',
    service: service ?? dumpsterSize,
    dumpsterSize,
    projectType,
    location: location ? { city: location.city, state: location.state } : undefined,
    value: 5,
  });
}
