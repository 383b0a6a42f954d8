// The date field with its calendar button (react-aria DatePicker): typed with the keyboard
// segment by segment, or picked in the calendar. Only the field loads with the page; the calendar
// popover loads when the visitor moves into the field or opens it (docs/decisions/0047). Both
// always count in the Gregorian calendar, in the visitor's own locale (gregorian-locale.ts).
import type { CalendarDate, DateValue } from '@internationalized/date';
import { lazy, Suspense, use, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { DateInput, DateSegment } from 'react-aria-components/DateField';
import { DatePicker as AriaDatePicker, DatePickerStateContext } from 'react-aria-components/DatePicker';
import { Group } from 'react-aria-components/Group';
import { I18nProvider, useLocale } from 'react-aria-components/I18nProvider';
import { calendarButton, dateInput, group, segment } from './date-picker.css.ts';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessages } from './FieldMessages.tsx';
import { field } from './field.css.ts';
import { withGregorianCalendar } from './gregorian-locale.ts';

const loadCalendar = () => import('./CalendarPopover.tsx');
const CalendarPopover = lazy(() => loadCalendar().then((module) => ({ default: module.CalendarPopover })));

/** Renders the calendar once the picker has been opened; it stays mounted after that. */
function CalendarOnOpen() {
  const state = use(DatePickerStateContext);
  const [opened, setOpened] = useState(false);
  if (state?.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CalendarPopover />
    </Suspense>
  );
}

export interface DatePickerProps {
  label: string;
  value: CalendarDate | null;
  onChange: (value: CalendarDate | null) => void;
  /** Earlier days are disabled in the calendar and rejected when typed. */
  minValue?: CalendarDate | undefined;
  /** Days shown as unavailable in the calendar (and announced so); typed, they mark the field invalid. */
  isDateUnavailable?: ((date: DateValue) => boolean) | undefined;
  isDisabled?: boolean;
  isRequired?: boolean;
  description?: string;
  errorMessage?: string | undefined;
  name?: string;
  className?: string;
}

export function DatePicker({
  label,
  value,
  onChange,
  minValue,
  isDateUnavailable,
  isDisabled,
  isRequired,
  description,
  errorMessage,
  name,
  className,
}: DatePickerProps) {
  // The visitor's locale as react-aria resolves it (US English while hydrating), made Gregorian.
  const { locale } = useLocale();
  return (
    <I18nProvider locale={withGregorianCalendar(locale)}>
      <AriaDatePicker<CalendarDate>
        value={value}
        onChange={(next: DateValue | null) => onChange(next as CalendarDate | null)}
        {...(minValue ? { minValue } : {})}
        {...(isDateUnavailable ? { isDateUnavailable } : {})}
        isDisabled={isDisabled ?? false}
        isRequired={isRequired ?? false}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        {...(name ? { name } : {})}
        // A visitor who moves into the field may open the calendar next: fetch it now.
        onFocus={() => void loadCalendar()}
        className={[field, className ?? ''].join(' ').trim()}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Group className={group}>
          <DateInput className={dateInput}>
            {(seg) => <DateSegment segment={seg} className={segment} />}
          </DateInput>
          <Button className={calendarButton}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <rect
                x="3"
                y="4.5"
                width="14"
                height="12"
                rx="2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
              <path d="M3 8.5h14M7 2.5v4M13 2.5v4" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </Button>
        </Group>
        <FieldMessages description={description} errorMessage={errorMessage} />
        <CalendarOnOpen />
      </AriaDatePicker>
    </I18nProvider>
  );
}
