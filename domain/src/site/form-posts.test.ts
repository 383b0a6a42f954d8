import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyContactForm } from '../contact/contact-schema.ts';
import { formAnswerSchema } from './form-answer.ts';
import { postedFormValues } from './form-posts.ts';

describe('postedFormValues', () => {
  it('reads text fields and a ticked checkbox as the form posts them', () => {
    expect(
      postedFormValues(emptyContactForm, {
        name: 'Dana',
        phone: '904',
        email: 'd@example.com',
        service: '15-yard',
        message: 'Hi',
        smsOptIn: 'on',
      }),
    ).toEqual({
      name: 'Dana',
      phone: '904',
      email: 'd@example.com',
      service: '15-yard',
      message: 'Hi',
      smsOptIn: true,
    });
  });

  it('gives a field that was not sent its empty value, and an unticked checkbox false', () => {
    expect(postedFormValues(emptyContactForm, { name: 'Dana' })).toEqual({
      ...emptyContactForm,
      name: 'Dana',
    });
    expect(postedFormValues(emptyContactForm, { smsOptIn: 'false' }).smsOptIn).toBe(false);
  });

  it('takes the first of repeated values and ignores fields the form does not have', () => {
    const values = postedFormValues(emptyContactForm, {
      name: ['Dana', 'Eve'],
      isContacted: 'true',
      __proto__: 'x',
    });
    expect(values.name).toBe('Dana');
    expect(Object.keys(values).sort()).toEqual(Object.keys(emptyContactForm).sort());
  });
});

describe('the form answer contract', () => {
  it('accepts values, messages, a notice and a key, and refuses anything else', () => {
    const answer = {
      values: { name: 'Dana', smsOptIn: true },
      errors: { phone: 'Please enter a valid phone number' },
      notice: { title: 'Booking Failed', description: 'Please try again.' },
      key: 'k',
    };
    expect(v.parse(formAnswerSchema, answer)).toEqual(answer);
    expect(v.safeParse(formAnswerSchema, { ...answer, values: { name: 3 } }).success).toBe(false);
  });
});
