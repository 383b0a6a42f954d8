import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addContainerRequestSchema,
  conditionChangeAllowed,
  countsInFleet,
  daysThere,
  firstContainerNumbers,
  isOutPastPickup,
} from './containers.ts';

describe('containers', () => {
  it('numbers the first containers of a size after its yards, skipping numbers taken', () => {
    expect(firstContainerNumbers('20-yard', 3)).toEqual(['20-01', '20-02', '20-03']);
    expect(firstContainerNumbers('10-yard', 2, new Set(['10-01']))).toEqual(['10-02', '10-03']);
  });

  it('counts only containers in service, and never brings a retired one back', () => {
    expect(countsInFleet('in_service')).toBe(true);
    expect(countsInFleet('repair')).toBe(false);
    expect(conditionChangeAllowed('repair', 'in_service')).toBe(true);
    expect(conditionChangeAllowed('retired', 'in_service')).toBe(false);
    expect(conditionChangeAllowed('in_service', 'in_service')).toBe(false);
  });

  it('says how long a box has been where it is, and when it is out past its pickup date', () => {
    expect(daysThere({ since: '2026-11-20' }, '2026-11-27')).toBe(7);
    expect(isOutPastPickup({ bookingId: 'b' }, '2026-11-26', '2026-11-27')).toBe(true);
    expect(isOutPastPickup({ bookingId: 'b' }, '2026-11-27', '2026-11-27')).toBe(false);
    expect(isOutPastPickup({ bookingId: null }, '2026-11-20', '2026-11-27')).toBe(false);
  });

  it('takes a painted number in capitals and refuses what cannot be painted', () => {
    expect(v.parse(addContainerRequestSchema, { number: ' 20-07a ', size: '20-yard' }).number).toBe('20-07A');
    expect(v.safeParse(addContainerRequestSchema, { number: 'no spaces', size: '20-yard' }).success).toBe(
      false,
    );
  });
});
