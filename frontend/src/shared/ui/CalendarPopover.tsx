// The date picker's calendar, in a popover: the larger half of the picker's code (calendar grid,
// dialog, overlay positioning), so it loads when a visitor first opens a picker or moves into one
// (DatePicker.tsx, docs/decisions/0047), not with the page.
import { Button } from 'react-aria-components/Button';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
} from 'react-aria-components/Calendar';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Popover } from 'react-aria-components/Popover';
import {
  calendar,
  calendarButton,
  calendarHeader,
  calendarTitle,
  cell,
  grid,
  weekday,
} from './date-picker.css.ts';
import { popover } from './popover.css.ts';

export function CalendarPopover() {
  return (
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
  );
}
