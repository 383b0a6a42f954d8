import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-errors.ts';
import { currentTextConsentVersion, textConsentSources } from './consent-texts.ts';
import { type TextConsentEvent, textConsentRecordSchema, textConsentState } from './text-consent.ts';

const at = (iso: string) => new Date(iso);
const webVersion = currentTextConsentVersion('booking_form');

const optIn = (iso: string): TextConsentEvent => ({
  kind: 'opt_in',
  at: at(iso),
  source: 'booking_form',
  versionId: webVersion.id,
});
const optOut = (iso: string): TextConsentEvent => ({ kind: 'opt_out', at: at(iso), source: 'keyword' });

describe("a number's consent", () => {
  it('is never asked until a first event', () => {
    expect(textConsentState([])).toBe('never_asked');
  });

  it('follows the newest event, in whatever order the events come', () => {
    const events = [
      optIn('2026-12-01T15:00:00Z'),
      optOut('2026-12-02T15:00:00Z'),
      optIn('2026-12-03T15:00:00Z'),
    ];
    expect(textConsentState(events)).toBe('opted_in');
    expect(textConsentState([...events].reverse())).toBe('opted_in');
    expect(textConsentState(events.slice(0, 2))).toBe('opted_out');
  });

  it('takes an opt-out over an opt-in at the same instant', () => {
    const instant = '2026-12-01T15:00:00Z';
    expect(textConsentState([optIn(instant), optOut(instant)])).toBe('opted_out');
    expect(textConsentState([optOut(instant), optIn(instant)])).toBe('opted_out');
  });

  it('is the kind of the latest event for any history', () => {
    const event = fc.record({
      kind: fc.constantFrom('opt_in' as const, 'opt_out' as const),
      minutes: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 20 }), (raw) => {
        const events = raw.map(({ kind, minutes }) =>
          kind === 'opt_in'
            ? optIn(new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString())
            : optOut(new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString()),
        );
        const latest = Math.max(...raw.map((event) => event.minutes));
        const atLatest = raw.filter((event) => event.minutes === latest);
        const expected = atLatest.some((event) => event.kind === 'opt_out') ? 'opted_out' : 'opted_in';
        expect(textConsentState(events)).toBe(expected);
      }),
    );
  });
});

function recordErrors(input: unknown) {
  const result = v.safeParse(textConsentRecordSchema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

describe('a consent record', () => {
  const record = {
    phoneE164: '+19045550100',
    at: at('2026-12-01T15:00:00Z'),
    source: 'booking_form',
    bookingId: 'b1',
    versionId: webVersion.id,
    text: webVersion.text,
  };

  it('is accepted with the version and its exact wording', () => {
    expect(v.safeParse(textConsentRecordSchema, record).success).toBe(true);
  });

  it("is refused when its text is not the version's wording, naming the field", () => {
    const result = recordErrors({ ...record, text: `${webVersion.text} ` });
    expect(result).toEqual({ text: "The consent text differs from its version's wording" });
  });

  it('is refused for an unknown version, a number not in E.164, or a wording used elsewhere', () => {
    const unknown = recordErrors({ ...record, versionId: 'nope' });
    expect(unknown).toEqual({ versionId: 'Unknown consent wording version' });
    const phone = recordErrors({ ...record, phoneE164: '904-555-0100' });
    expect(phone).toEqual({ phoneE164: 'The phone number must be in E.164 form, like +19045550142' });
    const staffWording = currentTextConsentVersion('staff');
    const misplaced = recordErrors({
      ...record,
      versionId: staffWording.id,
      text: staffWording.text,
    });
    expect(misplaced).toEqual({ source: 'This wording is not used where the consent says it was given' });
  });

  it('names the staff member for a consent taken by phone, and only then', () => {
    const staffWording = currentTextConsentVersion('staff');
    const byPhone = { ...record, source: 'staff', versionId: staffWording.id, text: staffWording.text };
    expect(v.safeParse(textConsentRecordSchema, byPhone).success).toBe(false);
    expect(v.safeParse(textConsentRecordSchema, { ...byPhone, staffUserId: 'u7' }).success).toBe(true);
    expect(v.safeParse(textConsentRecordSchema, { ...record, staffUserId: 'u7' }).success).toBe(false);
  });

  it('is accepted for the current wording of every source', () => {
    for (const source of textConsentSources) {
      const version = currentTextConsentVersion(source);
      const candidate = {
        ...record,
        source,
        versionId: version.id,
        text: version.text,
        ...(source === 'staff' ? { staffUserId: 'u7' } : {}),
      };
      expect(v.safeParse(textConsentRecordSchema, candidate).success).toBe(true);
    }
  });
});
