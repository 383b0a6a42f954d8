// The size cards of the quote calculator: a radio group (arrow keys move between sizes). The
// shared RadioGroup draws plain radios, so the cards wrap react-aria's group here.
import { type DumpsterSizeValue, dumpsterSizes, formatUsd, includedRentalDays } from '@dumpster/domain';
import { memo } from 'react';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { FieldMessages } from '../../shared/ui/FieldMessages.tsx';
import { label as labelClass } from '../../shared/ui/field.css.ts';
import { sizeCard, sizeCards, sizeDetail, sizeName, sizePrice, sizeRadio } from './booking.css.ts';

interface SizeCardsProps {
  value: DumpsterSizeValue | '';
  onChange: (value: DumpsterSizeValue) => void;
  errorMessage?: string | undefined;
}

export const SizeCards = memo(function SizeCards({ value, onChange, errorMessage }: SizeCardsProps) {
  return (
    <RadioGroup
      value={value === '' ? null : value}
      onChange={(next) => onChange(next as DumpsterSizeValue)}
      isRequired
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      name="dumpsterSize"
    >
      <Label className={labelClass}>Dumpster size</Label>
      <div className={sizeCards}>
        {dumpsterSizes.map((size) => (
          <Radio key={size.value} value={size.value} className={sizeCard}>
            <span className={sizeRadio} aria-hidden="true" />
            <span>
              <span className={sizeName}>{size.label}</span>
              <span className={sizeDetail}>
                {includedRentalDays}-day rental, {size.includedTons} tons included. {size.description}.
              </span>
            </span>
            <span className={sizePrice}>{formatUsd(size.priceCents)}</span>
          </Radio>
        ))}
      </div>
      <FieldMessages errorMessage={errorMessage} />
    </RadioGroup>
  );
});
