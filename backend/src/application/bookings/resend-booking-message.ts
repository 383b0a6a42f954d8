// Staff put a dead e-mail of a booking back in the queue (docs/decisions/0070); the booking's
// history says who did it.
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { MessageLog, MessageLogEntry } from '../ports/message-log.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class ResendBookingMessage {
  private readonly unitOfWork: UnitOfWork;
  private readonly messages: MessageLog;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, messages: MessageLog, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.messages = messages;
    this.clock = clock;
  }

  /** The message as queued again; undefined when it is not a dead message of this booking. */
  async execute(actor: Actor, bookingId: string, messageId: string): Promise<MessageLogEntry | undefined> {
    // Only a dead message of this booking: an id from another booking's page re-sends nothing.
    const isDeadHere = (await this.messages.listForBooking(bookingId)).some(
      (entry) => entry.id === messageId && entry.status === 'dead',
    );
    if (!isDeadHere || !(await this.messages.requeueDead(messageId))) return undefined;
    const message = (await this.messages.listForBooking(bookingId)).find((entry) => entry.id === messageId);
    if (!message) return undefined;
    const now = this.clock.now();
    await this.unitOfWork.transaction(({ audit }) =>
      audit.append({
        occurredAt: now,
        actor,
        action: 'message_resent',
        subject: { type: 'booking', id: bookingId },
        details: { messageId, kind: message.kind },
      }),
    );
    return message;
  }
}
