// GET /api/availability?size=&from=&to= (decisions 0085-0088): which days a size is full. The
// query's rules and messages, and the answer's shape; the OpenAPI document is generated from
// these schemas. A past range is allowed (the back office's month view looks back).
import * as v from 'valibot';
import { daysBetween, isIsoDate } from '../calendar/calendar-date.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { missingFieldMessage } from '../validation/missing-field-message.ts';

/** `to` may be at most this many days after `from`. */
export const availabilityQueryMaxDays = 180;

export const availabilityQueryMessages = {
  size: `size must be one of ${dumpsterSizeValues.join(', ')}`,
  from: 'from must be a date written YYYY-MM-DD',
  to: 'to must be a date written YYYY-MM-DD',
  order: 'to cannot be before from',
  tooLong: `to must be at most ${availabilityQueryMaxDays} days after from`,
} as const;

function isoDateParameter(message: string) {
  return v.pipe(v.string(message), v.trim(), v.check(isIsoDate, message));
}

const isoDate = v.pipe(v.string(), v.isoDate());

export const availabilityQuerySchema = v.pipe(
  v.object(
    {
      size: v.picklist(dumpsterSizeValues, availabilityQueryMessages.size),
      from: isoDateParameter(availabilityQueryMessages.from),
      to: isoDateParameter(availabilityQueryMessages.to),
    },
    missingFieldMessage(availabilityQueryMessages),
  ),
  // The range rules skip a malformed date, which already carries its own message.
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => !isIsoDate(from) || !isIsoDate(to) || daysBetween(from, to) >= 0,
      availabilityQueryMessages.order,
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) =>
        !isIsoDate(from) || !isIsoDate(to) || daysBetween(from, to) <= availabilityQueryMaxDays,
      availabilityQueryMessages.tooLong,
    ),
    ['to'],
  ),
);

export type AvailabilityQuery = v.InferOutput<typeof availabilityQuerySchema>;

export const availabilityAnswerSchema = v.object({
  size: v.picklist(dumpsterSizeValues),
  from: isoDate,
  to: isoDate,
  /** The days of the range with no unit of the size free, in order. */
  unavailable: v.array(isoDate),
});

export type AvailabilityAnswer = v.InferOutput<typeof availabilityAnswerSchema>;
