// Copy of the sizes page; every figure comes from the catalogue, every recommendation from the
// domain's sizing table, so this page and the interactive guide always agree.
import {
  dumpsterSizes,
  extraDayRateCents,
  formatUsd,
  includedRentalDays,
  policies,
  projectScopes,
  projectTypes,
  recommendSize,
} from '@dumpster/domain';
import type { IconName } from '../../shared/ui/Icon.tsx';

const projectDescriptions: Record<(typeof projectTypes)[number]['value'], { icon: IconName; text: string }> =
  {
    roofing: {
      icon: 'home',
      text: 'Shingle tear-offs and re-roofs. Shingles are heavy, so weight matters more than volume.',
    },
    remodel: {
      icon: 'hardhat',
      text: 'Kitchens, bathrooms, flooring and drywall: bulky debris from one room to the whole house.',
    },
    construction: {
      icon: 'building',
      text: 'New builds and additions: lumber offcuts, packaging and drywall scraps for weeks.',
    },
    cleanout: {
      icon: 'truck',
      text: 'Garages, attics, estates and move-outs: furniture, boxes and household junk.',
    },
  };

export const projectCards = projectTypes.map((type) => ({
  value: type.value,
  label: type.label,
  ...projectDescriptions[type.value],
  byScope: projectScopes.map((scope) => ({
    scope: scope.label,
    recommendation: recommendSize(type.value, scope.value).label,
  })),
}));

/** A 10 yard holds about 4 pickup-truck loads; the others in proportion to their volume. */
export function pickupLoads(yards: number): number {
  return Math.round((yards / 10) * 4);
}

export const sizeFaq = [
  {
    id: 'between-sizes',
    question: 'What if I am between two sizes?',
    answer: `Choose the larger one. Each size has a flat price, and a second haul costs more than the step up. If it is weight rather than volume (shingles, tile, concrete), check the included tons: ${dumpsterSizes.map((s) => `${s.includedTons} tons in the ${s.yards} yard`).join(', ')}.`,
  },
  {
    id: 'overfill',
    question: 'Can I fill it above the top?',
    answer:
      'No: debris must stay level with the top rail so the load can be tarped and driven safely. We will ask you to take off anything above the rim before we haul it.',
  },
  {
    id: 'driveway',
    question: 'Will it fit in my driveway?',
    answer: `All three sizes are 8 feet wide. The 10 yard is ${dumpsterSizes[0]!.dimensions.lengthFt} feet long and fits most single driveways; the 20 yard needs about ${dumpsterSizes.at(-1)!.dimensions.lengthFt + 8} feet of straight run for the truck to set it down.`,
  },
  {
    id: 'longer',
    question: 'What if my project takes longer than a week?',
    answer: `Every price includes ${includedRentalDays} days. Keep it longer for ${formatUsd(extraDayRateCents)} a day; the booking quote shows the total before you pay.`,
  },
  {
    id: 'street',
    question: 'Can the dumpster go on the street?',
    answer: `Yes, with a city permit: about $${policies.permitCostRangeUsd.min} to $${policies.permitCostRangeUsd.max}, issued in ${policies.permitProcessingHours.min} to ${policies.permitProcessingHours.max} hours. On your own driveway no permit is needed.`,
  },
] as const;
