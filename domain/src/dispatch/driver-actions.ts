// What a driver reports from a stop (decision 0190): on my way, delivered (the container's number
// and the placement photos), picked up (the container's number, the scale ticket's tons and,
// maybe later that day, the ticket's photo), a problem (its kind, a note, photos). Each is sent
// with an Idempotency-Key kept with it on the phone, so a replay after a lost signal counts once.
import * as v from 'valibot';
import { prohibitedItems } from '../business/business-facts.ts';
import { stopPartKinds } from './dispatch-stops.ts';

export const problemKinds = ['blocked_access', 'box_not_ready', 'prohibited_items'] as const;
export type ProblemKind = (typeof problemKinds)[number];
export const problemKindLabels: Readonly<Record<ProblemKind, string>> = {
  blocked_access: 'Blocked access',
  box_not_ready: 'Box not ready',
  prohibited_items: 'Prohibited items seen',
};

export const driverActionKinds = ['on_my_way', 'delivered', 'picked_up', 'scale_ticket', 'problem'] as const;
export type DriverActionKind = (typeof driverActionKinds)[number];

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));
const photoIds = v.pipe(
  v.array(uuid('Not a photo id'), 'A list of photo ids'),
  v.maxLength(10, 'At most 10 photos'),
);
const containerNumber = v.pipe(
  v.string('The container’s number'),
  v.trim(),
  v.minLength(1, 'Enter the container’s number'),
  v.maxLength(20, 'At most 20 characters'),
);

export const driverBookingParamsSchema = v.object({ bookingId: uuid('Not a valid booking id') });

export const onMyWayRequestSchema = v.strictObject({
  part: v.picklist(stopPartKinds, 'delivery or pickup'),
});

export const deliveredRequestSchema = v.strictObject({
  containerNumber,
  photoIds: v.pipe(photoIds, v.minLength(1, 'Take at least one placement photo')),
});

export const pickedUpRequestSchema = v.strictObject({
  containerNumber,
  tons: v.pipe(
    v.number('The scale ticket’s weight in tons'),
    v.minValue(0, 'At least 0 tons'),
    v.maxValue(40, 'At most 40 tons'),
  ),
  ticketPhotoId: v.optional(v.nullable(uuid('Not a photo id'))),
});

export const scaleTicketRequestSchema = v.strictObject({ ticketPhotoId: uuid('Not a photo id') });

export const problemRequestSchema = v.strictObject({
  part: v.picklist(stopPartKinds, 'delivery or pickup'),
  kind: v.picklist(problemKinds, 'blocked_access, box_not_ready or prohibited_items'),
  items: v.optional(v.array(v.picklist(prohibitedItems, 'One of the prohibited items'))),
  note: v.pipe(v.string('A note'), v.trim(), v.maxLength(1000, 'At most 1000 characters')),
  photoIds: v.optional(photoIds),
});

export const photoUploadQuerySchema = v.object({
  kind: v.picklist(['placement', 'scale_ticket', 'problem'] as const, 'placement, scale_ticket or problem'),
  capturedAt: v.optional(v.pipe(v.string(), v.isoTimestamp('An ISO time'))),
});

export const driverActionAnswerSchema = v.strictObject({
  action: v.strictObject({
    kind: v.picklist(driverActionKinds),
    bookingId: v.string(),
    at: v.string(),
  }),
});
export type DriverActionAnswer = v.InferOutput<typeof driverActionAnswerSchema>;

export const driverPhotoAnswerSchema = v.strictObject({
  photo: v.strictObject({ id: v.string(), kind: v.string(), capturedAt: v.nullable(v.string()) }),
});
