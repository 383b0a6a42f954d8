import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackBookingFormSubmit, trackContactFormSubmit, trackPhoneCallClick } from './analytics.ts';

afterEach(() => {
  delete window.gtag;
});

describe('analytics', () => {
  it('does nothing when the page has no tag manager', () => {
    expect(() => trackPhoneCallClick('header')).not.toThrow();
  });

  it('sends phone_call_click with the placement as label and value 3', () => {
    window.gtag = vi.fn();
    trackPhoneCallClick('mobile_bar');
    expect(window.gtag).toHaveBeenCalledWith(
      'event',
      'phone_call_click',
      expect.objectContaining({ event_label: 'mobile_bar', value: 3 }),
    );
  });

  it('sends contact_form_submit (label = service, value 1) and a conversion', () => {
    window.gtag = vi.fn();
    trackContactFormSubmit({
      service: '15-yard',
      phone: '9045550100',
      email: 'pat@example.com',
      location: 'Jacksonville, FL',
    });
    expect(window.gtag).toHaveBeenCalledWith(
      'event',
      'contact_form_submit',
      expect.objectContaining({ event_label: '15-yard', value: 1 }),
    );
    expect(window.gtag).toHaveBeenCalledWith(
      'event',
      'conversion',
      expect.objectContaining({ service: '15-yard', phone: '9045550100', email: 'pat@example.com' }),
    );
  });

  it('sends booking_form_submit (label = size and project type, value 5) and a conversion with the location', () => {
    window.gtag = vi.fn();
    trackBookingFormSubmit({
      dumpsterSize: '20-yard',
      projectType: 'roofing',
      location: { city: 'Tampa', state: 'FL' },
    });
    expect(window.gtag).toHaveBeenCalledWith(
      'event',
      'booking_form_submit',
      expect.objectContaining({ event_label: '20-yard - roofing', value: 5 }),
    );
    expect(window.gtag).toHaveBeenCalledWith(
      'event',
      'conversion',
      expect.objectContaining({
        dumpsterSize: '20-yard',
        projectType: 'roofing',
        location: { city: 'Tampa', state: 'FL' },
      }),
    );
  });
});
