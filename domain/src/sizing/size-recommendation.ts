// The sizing guide's table (spec section 9, "Recommendation rules"): project type x scope.
import type { DumpsterSizeValue } from '../catalog/dumpster-sizes.ts';

export const projectTypes = [
  { value: 'roofing', label: 'Roofing' },
  { value: 'remodel', label: 'Home Remodel' },
  { value: 'construction', label: 'New Construction' },
  { value: 'cleanout', label: 'Cleanout' },
] as const;
export type ProjectType = (typeof projectTypes)[number]['value'];

export const projectScopes = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
] as const;
export type ProjectScope = (typeof projectScopes)[number]['value'];

export interface SizeRecommendation {
  readonly size: DumpsterSizeValue;
  /** 1 for a single container; 2 stands for the spec's "multiple 20-yard". */
  readonly quantity: number;
  /** 'Multiple 20 Yard Dumpsters' or '15 Yard Dumpster'. */
  readonly label: string;
  /** Why this size fits: shown under the recommendation. */
  readonly reason: string;
}

function single(size: DumpsterSizeValue, reason: string): SizeRecommendation {
  return { size, quantity: 1, label: `${size.slice(0, 2)} Yard Dumpster`, reason };
}

function multiple20(reason: string): SizeRecommendation {
  return { size: '20-yard', quantity: 2, label: 'Multiple 20 Yard Dumpsters', reason };
}

const table: Record<ProjectType, Record<ProjectScope, SizeRecommendation>> = {
  roofing: {
    small: single(
      '15-yard',
      'Shingles are heavy: a 15 yard holds a small roof tear-off (up to about 15 squares) within its weight allowance.',
    ),
    medium: single(
      '20-yard',
      'A 20 yard takes a full single-layer roof on an average home, with room for underlayment and flashing.',
    ),
    large: multiple20(
      'Large or multi-layer roofs outweigh one container: plan on two 20 yards, swapped as the first fills.',
    ),
  },
  remodel: {
    small: single(
      '10-yard',
      'One bathroom or a small kitchen produces a few truckloads: a 10 yard fits it in a driveway.',
    ),
    medium: single(
      '15-yard',
      'A full kitchen or two rooms of drywall, cabinets and flooring fill about 15 yards.',
    ),
    large: single('20-yard', 'A whole-floor or whole-home remodel needs the 20 yard for bulky debris.'),
  },
  construction: {
    small: single(
      '20-yard',
      'Even small builds make bulky lumber, packaging and drywall scraps: start with a 20 yard.',
    ),
    medium: multiple20(
      'Additions and new homes create debris for weeks: two 20 yards, or one swapped as it fills.',
    ),
    large: multiple20(
      'Large builds need a rotation of 20 yards; we schedule swaps so your site never stops.',
    ),
  },
  cleanout: {
    small: single('10-yard', 'A garage, attic or basement cleanout fits a 10 yard (about 4 pickup loads).'),
    medium: single('15-yard', 'Several rooms of furniture and boxes fit a 15 yard.'),
    large: single('20-yard', 'A whole-house or estate cleanout needs the 20 yard.'),
  },
};

export function recommendSize(projectType: ProjectType, scope: ProjectScope): SizeRecommendation {
  return table[projectType][scope];
}
