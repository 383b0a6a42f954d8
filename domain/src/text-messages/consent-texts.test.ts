import { describe, expect, it } from 'vitest';
import { policies, smsConsentText } from '../business/business-facts.ts';
import { isIsoDate } from '../calendar/calendar-date.ts';
import {
  currentTextConsentVersion,
  findTextConsentVersion,
  textConsentSources,
  textConsentVersions,
} from './consent-texts.ts';

describe('the consent wordings', () => {
  it('holds the exact sentence both web forms show as the current web version', () => {
    // If this fails, the forms' wording changed: add a new version to consent-texts.ts (keep the
    // old one) so that records made under each wording still prove what the customer saw.
    expect(currentTextConsentVersion('booking_form').text).toBe(smsConsentText);
    expect(currentTextConsentVersion('contact_form').text).toBe(smsConsentText);
  });

  it('keeps the first web wording word for word', () => {
    expect(findTextConsentVersion('web-form-2026-11')?.text).toBe(
      'By checking this box you agree to receive text messages about your request from Coastal Haul. ' +
        'Message frequency varies. Message and data rates may apply. ' +
        'Reply STOP, END, CANCEL, UNSUBSCRIBE, QUIT to opt out; reply HELP for help.',
    );
  });

  it('has a wording for every source, each id used once', () => {
    for (const source of textConsentSources)
      expect(currentTextConsentVersion(source).usedBy).toContain(source);
    const ids = textConsentVersions.map((version) => version.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists versions oldest first, each with its first Florida date', () => {
    const dates = textConsentVersions.map((version) => version.since);
    for (const date of dates) expect(isIsoDate(date)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
  });

  it('tells the spec rules in every wording: frequency varies, rates may apply, STOP and HELP', () => {
    for (const { text } of textConsentVersions) {
      expect(text).toMatch(/Msg frequency varies|Message frequency varies/);
      expect(text).toMatch(/rates may apply/);
      expect(text).toContain('STOP');
      expect(text).toContain(policies.smsHelpWord);
    }
  });

  it('has staff read out every opt-out word and the age limit', () => {
    const script = currentTextConsentVersion('staff').text;
    for (const word of policies.smsOptOutWords) expect(script).toContain(word);
    expect(script).toContain(`${policies.minimumAge} or older`);
  });
});
