// Where staff say a container is (decision 0183): at a booking, or back in the yard (null).
import * as v from 'valibot';

export const containerLocationMessages = { bookingId: 'Choose a booking, or the yard' } as const;

export const containerLocationRequestSchema = v.object({
  bookingId: v.nullable(
    v.pipe(v.string(containerLocationMessages.bookingId), v.uuid(containerLocationMessages.bookingId)),
  ),
});
export type ContainerLocationRequest = v.InferOutput<typeof containerLocationRequestSchema>;
