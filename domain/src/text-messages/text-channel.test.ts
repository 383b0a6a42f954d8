import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerMessageChannel } from './text-channel.ts';

const reachable = {
  consent: 'opted_in' as const,
  phoneE164: '+19045550100',
  phoneTakesTexts: true,
  email: 'pat@example.com',
};

describe('text or e-mail', () => {
  it('texts a customer who opted in, with a number that takes texts', () => {
    expect(customerMessageChannel(reachable)).toBe('text');
  });

  it('e-mails instead after a STOP, without consent, or when the number cannot take texts', () => {
    expect(customerMessageChannel({ ...reachable, consent: 'opted_out' })).toBe('email');
    expect(customerMessageChannel({ ...reachable, consent: 'never_asked' })).toBe('email');
    expect(customerMessageChannel({ ...reachable, phoneTakesTexts: false })).toBe('email');
    expect(customerMessageChannel({ ...reachable, phoneE164: null })).toBe('email');
  });

  it('has no channel for a customer with neither (a phone order without e-mail, opted out)', () => {
    expect(customerMessageChannel({ ...reachable, consent: 'opted_out', email: null })).toBe('none');
    expect(customerMessageChannel({ ...reachable, consent: 'opted_out', email: '  ' })).toBe('none');
  });

  it('never texts without an opt-in standing', () => {
    fc.assert(
      fc.property(
        fc.record({
          consent: fc.constantFrom('opted_in' as const, 'opted_out' as const, 'never_asked' as const),
          phoneE164: fc.option(fc.constant('+19045550100'), { nil: null }),
          phoneTakesTexts: fc.boolean(),
          email: fc.option(fc.emailAddress(), { nil: null }),
        }),
        (customer) => {
          const channel = customerMessageChannel(customer);
          if (channel === 'text') expect(customer.consent).toBe('opted_in');
          if (customer.consent !== 'opted_in') expect(channel).not.toBe('text');
        },
      ),
    );
  });
});
