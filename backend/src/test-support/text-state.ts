// The texts' rows as committed (migration 0018), read with plain SQL for tests' assertions.
import type { Orm } from '../adapters/persistence/orm.ts';

export interface StoredText {
  readonly id: string;
  readonly bookingId: string | null;
  readonly kind: string;
  readonly reminderKey: string | null;
  readonly status: string;
  readonly channel: string | null;
  readonly dueAt: Date;
  readonly attempts: number;
  readonly body: string | null;
  readonly params: Record<string, unknown>;
  readonly lastError: string | null;
}

const json = (value: unknown): Record<string, unknown> =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

export async function storedTexts(orm: Orm): Promise<StoredText[]> {
  const rows = await orm.em
    .getConnection()
    .execute<Record<string, unknown>[]>(
      `select * from "text_messages" order by "created_at", "due_at", "id"`,
    );
  return rows.map((row) => ({
    id: String(row.id),
    bookingId: row.booking_id === null ? null : String(row.booking_id),
    kind: String(row.kind),
    reminderKey: row.reminder_key === null ? null : String(row.reminder_key),
    status: String(row.status),
    channel: row.channel === null ? null : String(row.channel),
    dueAt: new Date(row.due_at as string),
    attempts: Number(row.attempts),
    body: row.body === null ? null : String(row.body),
    params: json(row.params),
    lastError: row.last_error === null ? null : String(row.last_error),
  }));
}

export interface StoredConsent {
  readonly phoneE164: string;
  readonly kind: string;
  readonly source: string;
  readonly versionId: string | null;
  readonly consentText: string | null;
  readonly bookingId: string | null;
  readonly staffUserId: string | null;
  readonly at: Date;
}

export async function storedConsents(orm: Orm): Promise<StoredConsent[]> {
  const rows = await orm.em
    .getConnection()
    .execute<Record<string, unknown>[]>(`select * from "text_consents" order by "at", "kind"`);
  return rows.map((row) => ({
    phoneE164: String(row.phone_e164),
    kind: String(row.kind),
    source: String(row.source),
    versionId: row.version_id === null ? null : String(row.version_id),
    consentText: row.consent_text === null ? null : String(row.consent_text),
    bookingId: row.booking_id === null ? null : String(row.booking_id),
    staffUserId: row.staff_user_id === null ? null : String(row.staff_user_id),
    at: new Date(row.at as string),
  }));
}

export async function storedBookingPhones(
  orm: Orm,
): Promise<{ bookingId: string; phoneE164: string | null; takesTexts: boolean; note: string | null }[]> {
  const rows = await orm.em
    .getConnection()
    .execute<Record<string, unknown>[]>(`select * from "booking_phones" order by "booking_id"`);
  return rows.map((row) => ({
    bookingId: String(row.booking_id),
    phoneE164: row.phone_e164 === null ? null : String(row.phone_e164),
    takesTexts: Boolean(row.takes_texts),
    note: row.note === null ? null : String(row.note),
  }));
}

export async function storedInboundTexts(
  orm: Orm,
): Promise<
  { messageSid: string; phoneE164: string; bookingId: string | null; body: string; intent: string }[]
> {
  const rows = await orm.em
    .getConnection()
    .execute<Record<string, unknown>[]>(`select * from "inbound_texts" order by "received_at", "id"`);
  return rows.map((row) => ({
    messageSid: String(row.message_sid),
    phoneE164: String(row.phone_e164),
    bookingId: row.booking_id === null ? null : String(row.booking_id),
    body: String(row.body),
    intent: String(row.intent),
  }));
}
