// Heavy (calendar, date maths, i18n): import it with React.lazy where a page needs it.
import type { CalendarDate, DateValue } from '@internationalized/date';
import { Button } from 'react-aria-components/Button';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
} from 'react-aria-components/Calendar';
import { DateInput, DateSegment } from 'react-aria-components/DateField';
import { DatePicker as AriaDatePicker } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { Group } from 'react-aria-components/Group';
import { Heading } from 'react-aria-components/Heading';
import { Popover } from 'react-aria-components/Popover';
import {
  calendar,
  calendarButton,
  calendarHeader,
  calendarTitle,
  cell,
  dateInput,
  grid,
  group,
  segment,
  weekday,
} from './date-picker.css.ts';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessages } from './FieldMessages.tsx';
import { field } from './field.css.ts';
import { popover } from './popover.css.ts';

export interface DatePickerProps {
  label: string;
  value: CalendarDate | null;
  onChange: (value: CalendarDate | null) => void;
  /** Earlier days are disabled in the calendar and rejected when typed. */
  minValue?: CalendarDate | undefined;
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
  isDisabled,
  isRequired,
  description,
  errorMessage,
  name,
  className,
}: DatePickerProps) {
  return (
    <AriaDatePicker<CalendarDate>
      value={value}
      onChange={(next: DateValue | null) => onChange(next as CalendarDate | null)}
      {...(minValue ? { minValue } : {})}
      isDisabled={isDisabled ?? false}
      isRequired={isRequired ?? false}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      {...(name ? { name } : {})}
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
      <Popover className={popover}>
        <Dialog className={calendar}>
          <Calendar>
            <div className={calendarHeader}>
              <Button slot="previous" className={calendarButton}>
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className={calendarTitle} />
              <Button slot="next" className={calendarButton}>
                <span aria-hidden="true">›</span>
              </Button>
            </div>
            <CalendarGrid className={grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
