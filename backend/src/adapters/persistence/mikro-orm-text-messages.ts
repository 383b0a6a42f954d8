// The texts' rows of one transaction (migration 0018, docs/decisions/0200): consent events, the
// booking's number, the texts' outbox and the replies, read and written through the query builder
// (docs/decisions/0110). The worker's claim and its outcomes are sql-text-queue.ts.
import { randomUUID } from 'node:crypto';
import type { TextConsentEvent, TextConsentSource, TextOptOutSource } from '@dumpster/domain';
import type {
  BookingPhone,
  ConversationText,
  InboundTextRecord,
  QueuedText,
  StoredReminder,
  TextConsentRecordInput,
  TextMessageRepository,
  TextSettlement,
} from '../../application/ports/text-messages.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import {
  BookingPhoneEntity,
  InboundTextEntity,
  TextConsentEntity,
  TextMessageEntity,
} from './entities/text-message-entities.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

/** What a queued text's row holds beyond its id and booking. */
function rowOf(text: QueuedText) {
  switch (text.kind) {
    case 'booking':
      return {
        booking: text.bookingId,
        kind: text.params.kind,
        params: { ...text.params },
        happenedAt: text.happenedAt,
        dueAt: text.dueAt,
      };
    case 'reminder':
      return {
        booking: text.bookingId,
        kind: text.reminder,
        reminderKey: text.key,
        params: { forDate: text.forDate },
        happenedAt: text.dueAt,
        dueAt: text.dueAt,
      };
    case 'staff_reply':
      return {
        booking: text.bookingId,
        kind: 'staff_reply',
        phoneE164: text.phoneE164,
        body: text.body,
        staffUserId: text.staffUserId,
        happenedAt: text.at,
        dueAt: text.at,
      };
  }
}

export class MikroOrmTextMessages implements TextMessageRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async recordConsent(record: TextConsentRecordInput): Promise<void> {
    await this.em.insert(TextConsentEntity, {
      id: randomUUID(),
      phoneE164: record.phoneE164,
      kind: record.kind,
      source: record.source,
      versionId: record.kind === 'opt_in' ? record.versionId : null,
      consentText: record.kind === 'opt_in' ? record.text : null,
      booking: record.bookingId,
      staffUserId: record.staffUserId,
      at: record.at,
    });
  }

  async consentEvents(phoneE164: string): Promise<TextConsentEvent[]> {
    const rows = await this.em
      .createQueryBuilder(TextConsentEntity)
      .select(['kind', 'source', 'versionId', 'at'])
      .where({ phoneE164 })
      .orderBy({ at: 'asc' })
      .execute<{ kind: string; source: string; versionId: string | null; at: string | Date }[]>('all');
    return rows.map(
      (row): TextConsentEvent =>
        row.kind === 'opt_in'
          ? {
              kind: 'opt_in',
              at: new Date(row.at),
              source: row.source as TextConsentSource,
              versionId: row.versionId ?? '',
            }
          : { kind: 'opt_out', at: new Date(row.at), source: row.source as TextOptOutSource },
    );
  }

  async notePhone(phone: BookingPhone): Promise<void> {
    await this.em
      .createQueryBuilder(BookingPhoneEntity)
      .insert({
        id: randomUUID(),
        booking: phone.bookingId,
        phoneE164: phone.phoneE164,
        takesTexts: phone.takesTexts,
        note: phone.note,
      })
      .onConflict('booking')
      .merge(['phoneE164', 'takesTexts', 'note'])
      .execute('run');
  }

  async bookingPhone(bookingId: string): Promise<BookingPhone | undefined> {
    const row = await this.em
      .createQueryBuilder(BookingPhoneEntity)
      .select(['phoneE164', 'takesTexts', 'note'])
      .where({ booking: bookingId })
      .execute<{ phoneE164: string | null; takesTexts: boolean; note: string | null } | undefined>('get');
    return row
      ? { bookingId, phoneE164: row.phoneE164, takesTexts: Boolean(row.takesTexts), note: row.note }
      : undefined;
  }

  async bookingsOfPhone(phoneE164: string): Promise<string[]> {
    const phones = await this.em
      .createQueryBuilder(BookingPhoneEntity)
      .select(['booking'])
      .where({ phoneE164 })
      .execute<{ booking: unknown }[]>('all');
    if (phones.length === 0) return [];
    const rows = await this.em
      .createQueryBuilder(BookingEntity)
      .select(['id'])
      .where({ id: { $in: phones.map((row) => String(row.booking)) } })
      .orderBy({ createdAt: 'desc', id: 'desc' })
      .execute<{ id: string }[]>('all');
    return rows.map((row) => row.id);
  }

  async sentCount(phoneE164: string): Promise<number> {
    const row = await this.em
      .createQueryBuilder(TextMessageEntity, 't')
      .count('t.id')
      .where({
        status: 'sent',
        channel: 'text',
        $or: [{ phoneE164 }, { booking: { $in: await this.bookingsOfPhone(phoneE164) } }],
      })
      .execute<{ count: string | number }>('get');
    return Number(row.count);
  }

  async queue(text: QueuedText): Promise<string> {
    const id = randomUUID();
    await this.em.insert(TextMessageEntity, { id, ...rowOf(text) });
    return id;
  }

  async reminders(bookingId: string): Promise<StoredReminder[]> {
    const rows = await this.em
      .createQueryBuilder(TextMessageEntity)
      .select(['id', 'reminderKey', 'status'])
      .where({ booking: bookingId, reminderKey: { $ne: null } })
      .orderBy({ createdAt: 'asc' })
      .execute<{ id: string; reminderKey: string; status: string }[]>('all');
    return rows.map((row) => ({
      id: row.id,
      key: row.reminderKey,
      // A dead reminder was tried and given up: as far as replanning goes, it was sent.
      state: row.status === 'pending' ? 'pending' : row.status === 'withdrawn' ? 'withdrawn' : 'sent',
    }));
  }

  async withdraw(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.em.nativeUpdate(
      TextMessageEntity,
      { id: { $in: [...ids] }, status: 'pending' },
      { status: 'withdrawn', leaseUntil: null, leasedBy: null },
    );
  }

  async settle(id: string, worker: string, settlement: TextSettlement): Promise<boolean> {
    const changes =
      settlement.kind === 'hold'
        ? { dueAt: settlement.until, leaseUntil: null, leasedBy: null }
        : settlement.kind === 'withdrawn'
          ? { status: 'withdrawn', lastError: settlement.note, leaseUntil: null, leasedBy: null }
          : {
              status: 'sent',
              channel: settlement.channel,
              lastError: settlement.note,
              sentAt: new Date(),
              leaseUntil: null,
              leasedBy: null,
            };
    const affected = await this.em.nativeUpdate(
      TextMessageEntity,
      { id, leasedBy: worker, status: 'pending' },
      changes,
    );
    return affected > 0;
  }

  async conversation(bookingId: string, phoneE164: string | null): Promise<ConversationText[]> {
    const ours = await this.em
      .createQueryBuilder(TextMessageEntity)
      .select(['id', 'kind', 'body', 'status', 'channel', 'dueAt', 'sentAt', 'createdAt'])
      .where({ booking: bookingId })
      .execute<
        {
          id: string;
          kind: string;
          body: string | null;
          status: string;
          channel: string | null;
          dueAt: string | Date;
          sentAt: string | Date | null;
          createdAt: string | Date;
        }[]
      >('all');
    // The replies from the booking's number: a reply matched to another booking of the same number
    // belongs to this customer's thread too.
    const replies = await this.em
      .createQueryBuilder(InboundTextEntity)
      .select(['id', 'body', 'receivedAt'])
      .where(phoneE164 ? { $or: [{ booking: bookingId }, { phoneE164 }] } : { booking: bookingId })
      .execute<{ id: string; body: string; receivedAt: string | Date }[]>('all');
    const texts: ConversationText[] = [
      ...ours.map((row) => ({
        id: row.id,
        direction: 'out' as const,
        kind: row.kind,
        body: row.body,
        at: new Date(row.sentAt ?? (row.status === 'pending' ? row.dueAt : row.createdAt)),
        status: row.status,
        channel: row.channel,
      })),
      ...replies.map((row) => ({
        id: row.id,
        direction: 'in' as const,
        kind: 'reply',
        body: row.body,
        at: new Date(row.receivedAt),
        status: 'received',
        channel: 'text',
      })),
    ];
    return texts.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
  }

  async recordInbound(reply: InboundTextRecord): Promise<boolean> {
    const inserted = await this.em
      .createQueryBuilder(InboundTextEntity)
      .insert({
        id: randomUUID(),
        messageSid: reply.messageSid,
        phoneE164: reply.phoneE164,
        booking: reply.bookingId,
        body: reply.body,
        intent: reply.intent,
        media: [...reply.media],
        receivedAt: reply.receivedAt,
      })
      .onConflict('messageSid')
      .ignore()
      .execute<{ affectedRows?: number }>('run');
    return (inserted.affectedRows ?? 0) > 0;
  }
}
