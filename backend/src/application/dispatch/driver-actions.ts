// What a driver reports from a stop (decisions 0190, 0191): each action is one write with its
// Idempotency-Key's reply (a phone replaying its queue counts once), and only on a part of today's
// route assigned to the signed-in driver. What the office changed meanwhile (the booking moved or
// was cancelled, the stop already marked, a container that is not the booking's) is refused with
// a message the driver can act on. Delivered and Picked up go through the status rules of
// ChangeBookingStatus in the same transaction, with the container placed or returned and the
// photos named in the history line.
import { businessDateAt, type DriverActionKind, type StopPartKind } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Booking } from '../booking.ts';
import type { ChangeBookingStatus } from '../bookings/change-booking-status.ts';
import { recordReply, replayOf } from '../idempotent-reply.ts';
import type { StoreBookingPhoto } from '../photos/store-booking-photo.ts';
import type { Clock } from '../ports/clock.ts';
import {
  type IdempotencyClaim,
  IdempotencyKeyTakenError,
  type IdempotencyStore,
  type RecordedReply,
} from '../ports/idempotency.ts';
import type { PhotoKind } from '../ports/photo-records.ts';
import type { TransactionRepositories, UnitOfWork } from '../ports/unit-of-work.ts';

export interface Driver {
  readonly id: string;
  readonly name: string;
}

export type DriverAction =
  | { readonly kind: 'on_my_way'; readonly part: StopPartKind }
  | { readonly kind: 'delivered'; readonly containerNumber: string; readonly photoIds: readonly string[] }
  | {
      readonly kind: 'picked_up';
      readonly containerNumber: string;
      readonly tons: number;
      readonly ticketPhotoId: string | null;
    }
  | { readonly kind: 'scale_ticket'; readonly ticketPhotoId: string }
  | {
      readonly kind: 'problem';
      readonly part: StopPartKind;
      readonly problem: string;
      readonly items: readonly string[];
      readonly note: string;
      readonly photoIds: readonly string[];
    };

export type DriverActionOutcome =
  | { readonly kind: 'changed' | 'replayed'; readonly reply: RecordedReply }
  | { readonly kind: 'key_reused' }
  | { readonly kind: 'forbidden'; readonly message: string }
  | { readonly kind: 'conflict'; readonly message: string; readonly field?: string };

/** A refusal thrown inside the transaction so nothing of it commits. */
class Refused extends Error {
  readonly outcome: Exclude<DriverActionOutcome, { kind: 'changed' | 'replayed' | 'key_reused' }>;
  constructor(outcome: Refused['outcome']) {
    super(outcome.kind);
    this.outcome = outcome;
  }
}

const partOf: Record<DriverActionKind, (action: DriverAction) => StopPartKind> = {
  on_my_way: (action) => (action.kind === 'on_my_way' ? action.part : 'delivery'),
  delivered: () => 'delivery',
  picked_up: () => 'pickup',
  scale_ticket: () => 'pickup',
  problem: (action) => (action.kind === 'problem' ? action.part : 'delivery'),
};

const actorOf = (driver: Driver): Actor => ({ kind: 'staff', userId: driver.id, name: driver.name });

export class DriverActions {
  private readonly unitOfWork: UnitOfWork;
  private readonly idempotency: IdempotencyStore;
  private readonly clock: Clock;
  private readonly statuses: ChangeBookingStatus;
  private readonly photos: StoreBookingPhoto;

  constructor(deps: {
    unitOfWork: UnitOfWork;
    idempotency: IdempotencyStore;
    clock: Clock;
    statuses: ChangeBookingStatus;
    photos: StoreBookingPhoto;
  }) {
    this.unitOfWork = deps.unitOfWork;
    this.idempotency = deps.idempotency;
    this.clock = deps.clock;
    this.statuses = deps.statuses;
    this.photos = deps.photos;
  }

  async execute(
    driver: Driver,
    bookingId: string,
    action: DriverAction,
    claim: IdempotencyClaim | undefined,
  ): Promise<DriverActionOutcome> {
    const now = this.clock.now();
    const reply: RecordedReply = {
      status: 200,
      body: { action: { kind: action.kind, bookingId, at: now.toISOString() } },
    };
    return this.once(claim, reply, async (repositories) => {
      const booking = await this.ownStop(repositories, driver, bookingId, partOf[action.kind](action), now);
      await this.apply(repositories, driver, booking, action, now);
    });
  }

  /** Stores the photo (bytes first, then its row) for a booking on the driver's route of today. */
  async upload(
    driver: Driver,
    bookingId: string,
    photo: { readonly kind: PhotoKind; readonly bytes: Uint8Array; readonly reportedCapturedAt: Date | null },
    claim: IdempotencyClaim | undefined,
  ): Promise<DriverActionOutcome | { readonly kind: 'refused'; readonly message: string }> {
    const now = this.clock.now();
    // Checked before the bytes are processed: a driver off this route never costs a re-encode.
    try {
      await this.unitOfWork.transaction((repositories) =>
        this.assignedToday(repositories, driver, bookingId, now),
      );
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      throw error;
    }
    if (claim) {
      const replay = await replayOf(this.idempotency, claim);
      if (replay) return replay.kind === 'key_reused' ? replay : { kind: 'replayed', reply: replay.reply };
    }
    const stored = await this.photos.execute({
      bookingId,
      stopId: null,
      kind: photo.kind,
      bytes: photo.bytes,
      uploadedBy: driver.id,
      reportedCapturedAt: photo.reportedCapturedAt,
    });
    if (!stored.ok) return { kind: 'refused', message: stored.message };
    const { record } = stored;
    const reply: RecordedReply = {
      status: 201,
      body: {
        photo: { id: record.id, kind: record.kind, capturedAt: record.capturedAt?.toISOString() ?? null },
      },
    };
    try {
      const outcome = await this.once(claim, reply, (repositories) => repositories.photos.insert(record));
      if (outcome.kind !== 'changed') await this.photos.discard(record);
      return outcome;
    } catch (error) {
      await this.photos.discard(record);
      throw error;
    }
  }

  private async once(
    claim: IdempotencyClaim | undefined,
    reply: RecordedReply,
    work: (repositories: TransactionRepositories) => Promise<void>,
  ): Promise<DriverActionOutcome> {
    const now = this.clock.now();
    try {
      await this.unitOfWork.transaction(async (repositories) => {
        // The key first: a replay stops here, before anything is locked or written.
        if (claim) await recordReply(repositories.idempotency, claim, reply, now);
        await work(repositories);
      });
      return { kind: 'changed', reply };
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      if (!claim || !(error instanceof IdempotencyKeyTakenError)) throw error;
      const replay = await replayOf(this.idempotency, claim);
      if (!replay) throw error;
      return replay.kind === 'key_reused' ? replay : { kind: 'replayed', reply: replay.reply };
    }
  }

  /** The booking has a part assigned to this driver today (any part). */
  private async assignedToday(
    repositories: TransactionRepositories,
    driver: Driver,
    bookingId: string,
    now: Date,
  ): Promise<void> {
    const parts = await repositories.stopAssignments.forDay(businessDateAt(now));
    const mine = parts.some((part) => part.bookingId === bookingId && part.driverId === driver.id);
    if (!mine) throw new Refused({ kind: 'forbidden', message: 'This stop is not on your route today.' });
    const booking = await repositories.bookings.findById(bookingId);
    if (booking?.status === 'cancelled')
      throw new Refused({
        kind: 'conflict',
        message: 'The office cancelled this booking. Reload your route.',
      });
  }

  /** The booking, locked, when its part is on this driver's route today and still due today. */
  private async ownStop(
    repositories: TransactionRepositories,
    driver: Driver,
    bookingId: string,
    part: StopPartKind,
    now: Date,
  ): Promise<Booking> {
    const today = businessDateAt(now);
    const parts = await repositories.stopAssignments.forDay(today);
    const assigned = parts.find((row) => row.bookingId === bookingId && row.part === part);
    if (!assigned || assigned.driverId !== driver.id)
      throw new Refused({ kind: 'forbidden', message: 'This stop is not on your route today.' });
    const booking = await repositories.bookings.findForUpdate(bookingId);
    if (!booking) throw new Refused({ kind: 'forbidden', message: 'This stop is not on your route today.' });
    if (booking.status === 'cancelled')
      throw new Refused({
        kind: 'conflict',
        message: 'The office cancelled this booking. Reload your route.',
      });
    const due = part === 'delivery' ? booking.deliveryDate : booking.pickupDate;
    if (due !== today)
      throw new Refused({
        kind: 'conflict',
        message: `The office moved this ${part} to ${due}. Reload your route.`,
      });
    return booking;
  }

  private async apply(
    repositories: TransactionRepositories,
    driver: Driver,
    booking: Booking,
    action: DriverAction,
    now: Date,
  ): Promise<void> {
    const actor = actorOf(driver);
    switch (action.kind) {
      case 'on_my_way': {
        if (booking.email)
          await repositories.outbox.enqueue({ kind: 'driver-on-my-way', booking, part: action.part });
        await this.event(repositories, booking, actor, now, 'driver_on_my_way', { part: action.part });
        return;
      }
      case 'delivered': {
        await this.ownPhotos(repositories, booking.id, action.photoIds);
        const container = await this.container(repositories, booking, action.containerNumber);
        if (container.bookingId !== null && container.bookingId !== booking.id)
          throw new Refused({
            kind: 'conflict',
            field: 'containerNumber',
            message: `Container ${container.number} is placed at another booking. Check the number.`,
          });
        await this.status(repositories, actor, booking, 'delivered', now, {
          containerNumber: container.number,
          photoIds: [...action.photoIds],
        });
        await repositories.containers.place(container.id, booking.id, businessDateAt(now));
        return;
      }
      case 'picked_up': {
        const photos = action.ticketPhotoId ? [action.ticketPhotoId] : [];
        await this.ownPhotos(repositories, booking.id, photos);
        const container = await this.container(repositories, booking, action.containerNumber);
        if (container.bookingId !== booking.id)
          throw new Refused({
            kind: 'conflict',
            field: 'containerNumber',
            message: `Container ${container.number} is not the one at this booking. Check the number.`,
          });
        await this.status(repositories, actor, booking, 'picked_up', now, {
          containerNumber: container.number,
          tons: action.tons,
          photoIds: photos,
        });
        await repositories.containers.place(container.id, null, businessDateAt(now));
        return;
      }
      case 'scale_ticket': {
        await this.ownPhotos(repositories, booking.id, [action.ticketPhotoId]);
        if (booking.status !== 'picked_up' && booking.status !== 'completed')
          throw new Refused({ kind: 'conflict', message: 'Mark the pickup first, then add its ticket.' });
        await this.event(repositories, booking, actor, now, 'driver_scale_ticket', {
          photoIds: [action.ticketPhotoId],
        });
        return;
      }
      case 'problem': {
        await this.ownPhotos(repositories, booking.id, action.photoIds);
        await this.event(repositories, booking, actor, now, 'driver_problem', {
          part: action.part,
          problem: action.problem,
          items: [...action.items],
          note: action.note,
          photoIds: [...action.photoIds],
        });
        return;
      }
    }
  }

  private event(
    repositories: TransactionRepositories,
    booking: Booking,
    actor: Actor,
    now: Date,
    type: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    return repositories.bookingEvents.append({
      bookingId: booking.id,
      occurredAt: now,
      actor,
      type,
      details,
    });
  }

  private async status(
    repositories: TransactionRepositories,
    actor: Actor,
    booking: Booking,
    to: 'delivered' | 'picked_up',
    now: Date,
    details: Record<string, unknown>,
  ): Promise<void> {
    // The part is due today (ownStop), so nothing is early; the rules still decide the rest.
    const outcome = await this.statuses.applyIn(repositories, actor, booking.id, { to }, now, {
      driver: true,
      ...details,
    });
    if (outcome.ok) return;
    if (outcome.refusal === 'not_found')
      throw new Refused({ kind: 'forbidden', message: 'This stop is not on your route today.' });
    const label = to === 'delivered' ? 'delivered' : 'picked up';
    throw new Refused({
      kind: 'conflict',
      message:
        booking.status === to
          ? `This stop is already marked ${label}.`
          : `This booking is ${booking.status.replaceAll('_', ' ')} now and cannot be marked ${label}. Reload your route.`,
    });
  }

  private async container(repositories: TransactionRepositories, booking: Booking, number: string) {
    const container = await repositories.containers.lockByNumber(number);
    if (!container)
      throw new Refused({
        kind: 'conflict',
        field: 'containerNumber',
        message: `There is no container ${number}.`,
      });
    if (container.size !== booking.dumpsterSize)
      throw new Refused({
        kind: 'conflict',
        field: 'containerNumber',
        message: `Container ${number} is not a ${booking.dumpsterSize} box. Check the number.`,
      });
    return container;
  }

  /** Every photo named was uploaded for this booking (never another route's). */
  private async ownPhotos(
    repositories: TransactionRepositories,
    bookingId: string,
    ids: readonly string[],
  ): Promise<void> {
    for (const id of ids) {
      const photo = await repositories.photos.findById(id);
      if (!photo || photo.bookingId !== bookingId)
        throw new Refused({
          kind: 'conflict',
          field: 'photoIds',
          message: 'A photo is missing: send the photos again, then this action.',
        });
    }
  }
}
