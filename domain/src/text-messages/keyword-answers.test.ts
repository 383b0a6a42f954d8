import { describe, expect, it } from 'vitest';
import { business } from '../business/business-facts.ts';
import { currentTextConsentVersion } from './consent-texts.ts';
import { isGsm7Text } from './gsm-alphabet.ts';
import {
  compactOpeningHours,
  helpAnswerText,
  optInConfirmationText,
  optOutConfirmationText,
} from './keyword-answers.ts';
import { countSmsSegments } from './segments.ts';

describe('the answers to keywords', () => {
  it("answers HELP with the business's name, phone, hours and e-mail", () => {
    expect(helpAnswerText()).toBe(
      'Coastal Haul Dumpster Rental & Demolition: texts about your dumpster bookings. Call (904) 555-0142 (Mon-Fri 7AM-6PM, Sat 8AM-4PM) or e-mail info@coastalhaul.example. Msg frequency varies. Msg & data rates may apply. Reply STOP to opt out.',
    );
  });

  it('reads the hours from the contact section, leaving out closed days', () => {
    expect(compactOpeningHours()).toBe('Mon-Fri 7AM-6PM, Sat 8AM-4PM');
    expect(
      compactOpeningHours([
        { days: ['Sunday'], label: 'Sunday', opens: '12:00', closes: '16:30', display: '' },
        { days: ['Monday'], label: 'Monday', opens: '00:00', closes: '23:00', display: '' },
      ]),
    ).toBe('Sun 12PM-4:30PM, Mon 12AM-11PM');
  });

  it('confirms an opt-out once, saying how reminders come now and how to restart', () => {
    expect(optOutConfirmationText({ remindersByEmail: true })).toBe(
      "Coastal Haul: You're unsubscribed and will get no more texts from us. Booking reminders will come by e-mail. Reply START to subscribe again.",
    );
    expect(optOutConfirmationText({ remindersByEmail: false })).not.toContain('e-mail');
  });

  it('answers START with the wording its consent record keeps', () => {
    expect(optInConfirmationText()).toBe(currentTextConsentVersion('keyword').text);
    expect(optInConfirmationText()).toContain('Reply STOP to opt out, HELP for help.');
  });

  it('opens each answer with the business name, in GSM-7, within 2 segments', () => {
    const answers = [
      helpAnswerText(),
      optOutConfirmationText({ remindersByEmail: true }),
      optOutConfirmationText({ remindersByEmail: false }),
      optInConfirmationText(),
    ];
    for (const answer of answers) {
      expect(answer.startsWith(business.shortName)).toBe(true);
      expect(isGsm7Text(answer)).toBe(true);
      expect(countSmsSegments(answer).segments).toBeLessThanOrEqual(2);
    }
  });
});
