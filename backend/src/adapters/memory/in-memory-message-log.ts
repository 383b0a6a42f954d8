// The outbox as the back office reads it, in memory (tests): messages a test puts there, and a
// re-send that puts a dead one back in the queue.
import type { LoggedMessage, MessageLog } from '../../application/ports/message-log.ts';

export class InMemoryMessageLog implements MessageLog {
  messages: (LoggedMessage & { readonly bookingId: string })[] = [];

  async listForBooking(bookingId: string): Promise<LoggedMessage[]> {
    return this.messages.filter((message) => message.bookingId === bookingId);
  }

  async requeueDead(bookingId: string, messageId: string): Promise<LoggedMessage | undefined> {
    const index = this.messages.findIndex(
      (message) => message.bookingId === bookingId && message.id === messageId && message.status === 'dead',
    );
    const found = this.messages[index];
    if (!found) return undefined;
    const requeued = { ...found, status: 'pending' as const, attempts: 0, nextAttemptAt: found.createdAt };
    this.messages[index] = requeued;
    return requeued;
  }
}
