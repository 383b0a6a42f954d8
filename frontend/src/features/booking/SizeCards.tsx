// The size cards of the quote calculator: a radio group of the browser's own radios (arrow keys
// move between sizes), drawn as cards. Native, so a size can be chosen before and without the
// script (decision 0051).
import { type DumpsterSizeValue, dumpsterSizes, formatUsd, includedRentalDays } from '@dumpster/domain';
import { memo } from 'react';
import { NativeRadioGroup } from '../../shared/ui/NativeRadioGroup.tsx';
import { sizeCard, sizeCards, sizeDetail, sizeName, sizePrice, sizeRadio } from './booking.css.ts';

interface SizeCardsProps {
  value: DumpsterSizeValue | '';
  onChange: (value: DumpsterSizeValue) => void;
  errorMessage?: string | undefined;
}

export const SizeCards = memo(function SizeCards({ value, onChange, errorMessage }: SizeCardsProps) {
  return (
    <NativeRadioGroup
      label="Dumpster size"
      name="dumpsterSize"
      options={dumpsterSizes}
      value={value}
      onChange={(next) => onChange(next as DumpsterSizeValue)}
      errorMessage={errorMessage}
      isRequired
      orientation="vertical"
      optionClassName={sizeCard}
      optionsClassName={sizeCards}
      renderOption={(size) => (
        <>
          <span className={sizeRadio} aria-hidden="true" />
          <span>
            <span className={sizeName}>{size.label}</span>
            <span className={sizeDetail}>
              {includedRentalDays}-day rental, {size.includedTons} tons included. {size.description}.
            </span>
          </span>
          <span className={sizePrice}>{formatUsd(size.priceCents)}</span>
        </>
      )}
    />
  );
});
