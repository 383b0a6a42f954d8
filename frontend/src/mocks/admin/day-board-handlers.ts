// The mock's day board: a day's deliveries and pickups, by city and address, cancelled ones left out.
import { type AdminBookingDetail, dayBoardQuerySchema } from '@dumpster/domain';
import { http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { data } from './back-office-state.ts';
import { fieldsOf, ok, route } from './mock-answers.ts';
import { guard } from './mock-session.ts';

export const dayBoardHandlers = [
  http.get(route('dayBoard'), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const parsed = v.safeParse(dayBoardQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const { date } = parsed.output;
    const stops = (pickDate: (b: AdminBookingDetail) => string) =>
      data()
        .bookings.filter((b) => pickDate(b) === date && b.status !== 'cancelled')
        .sort((a, b) => a.city.localeCompare(b.city) || a.address.localeCompare(b.address))
        .map((b) => ({
          bookingId: b.id,
          reference: b.reference,
          name: b.name,
          address: b.address,
          city: b.city,
          zipCode: b.zipCode,
          dumpsterSize: b.dumpsterSize,
          phone: b.phone,
          specialInstructions: b.specialInstructions,
          status: b.status,
          deliveryDate: b.deliveryDate,
          pickupDate: b.pickupDate,
          pinnedNotes: data()
            .notes.filter((note) => note.bookingId === b.id && note.pinned)
            .map(({ id, text, authorName, createdAt }) => ({ id, text, authorName, createdAt })),
        }));
    return ok({ date, deliveries: stops((b) => b.deliveryDate), pickups: stops((b) => b.pickupDate) });
  }),
];
