// The interactive sizing guide of /dumpster-sizes (spec sections 2, 4 and 9): both a project
// type and a scope before a recommendation can be asked for; the answer from the domain table.
import {
  bookingPathForSize,
  defaultPriceList,
  formatUsd,
  getDumpsterSize,
  includedRentalDays,
  type ProjectScope,
  type ProjectType,
  projectScopes,
  projectTypes,
  publishedPricesForBooking,
  recommendSize,
  type SizeRecommendation,
} from '@dumpster/domain';
import { useState } from 'react';
import { Button } from '../../shared/ui/Button.tsx';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { RadioGroup } from '../../shared/ui/RadioGroup.tsx';
import { guide, result, resultLabel, resultPrice, resultSize } from './sizing-guide.css.ts';

function Recommendation({ recommendation }: { recommendation: SizeRecommendation }) {
  const size = getDumpsterSize(recommendation.size);
  return (
    <div className={result}>
      <p className={resultLabel}>We recommend</p>
      <p className={resultSize}>{recommendation.label}</p>
      <p>{recommendation.reason}</p>
      <p className={resultPrice}>
        {formatUsd(size.priceCents)} per {size.label.toLowerCase()}, {includedRentalDays}-day rental,{' '}
        {size.includedTons} tons included.
      </p>
      {/* The published per-ton rate, from the price list every page and invoice reads (no hidden fees). */}
      <p>
        {
          publishedPricesForBooking(defaultPriceList, { dumpsterSize: recommendation.size })
            .overweightSentence
        }
      </p>
      <ButtonLink href={bookingPathForSize(recommendation.size)}>Select This Size</ButtonLink>
    </div>
  );
}

export function SizingGuide() {
  const [projectType, setProjectType] = useState<ProjectType | null>(null);
  const [scope, setScope] = useState<ProjectScope | null>(null);
  const [recommendation, setRecommendation] = useState<SizeRecommendation | null>(null);

  // A changed answer makes the shown recommendation stale: ask again.
  function chooseType(value: string) {
    setProjectType(value as ProjectType);
    setRecommendation(null);
  }
  function chooseScope(value: string) {
    setScope(value as ProjectScope);
    setRecommendation(null);
  }

  return (
    <div className={guide}>
      <RadioGroup
        label="What is your project?"
        options={projectTypes}
        value={projectType}
        onChange={chooseType}
        orientation="vertical"
      />
      <RadioGroup label="How big is it?" options={projectScopes} value={scope} onChange={chooseScope} />
      <Button
        isDisabled={projectType === null || scope === null}
        onPress={() => {
          if (projectType && scope) setRecommendation(recommendSize(projectType, scope));
        }}
      >
        Get Recommendation
      </Button>
      <div aria-live="polite">
        {recommendation ? <Recommendation recommendation={recommendation} /> : null}
      </div>
    </div>
  );
}
