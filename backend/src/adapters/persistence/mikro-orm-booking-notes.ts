// Staff's notes on bookings in table `booking_notes` (decision 0177), through the transaction's
// EntityManager: inserted with `em.insert`, pinned with `nativeUpdate`, read with the query builder.
import type {
  BookingNoteRepository,
  NewBookingNote,
  StoredBookingNote,
} from '../../application/ports/booking-notes.ts';
import { BookingNoteEntity } from './entities/booking-note-entity.ts';
import { isUuid } from './is-uuid.ts';
import { storable } from './storable.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

const noteFields = ['id', 'booking', 'text', 'pinned', 'authorName', 'createdAt'] as const;

type NoteRow = {
  id: string | number | bigint;
  booking: string | { id: string };
  text: string;
  pinned: boolean;
  authorName: string;
  createdAt: Date | string;
};

function noteOf(row: NoteRow): StoredBookingNote {
  return {
    id: String(row.id),
    bookingId: typeof row.booking === 'string' ? row.booking : row.booking.id,
    text: row.text,
    pinned: Boolean(row.pinned),
    authorName: row.authorName,
    createdAt: new Date(row.createdAt),
  };
}

export class MikroOrmBookingNotes implements BookingNoteRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async add(note: NewBookingNote): Promise<StoredBookingNote> {
    const id = await this.em.insert(
      BookingNoteEntity,
      storable({
        booking: note.bookingId,
        customerKey: note.customerKey,
        authorUserId: note.author.userId,
        authorName: note.author.name,
        text: note.text,
        pinned: note.pinned,
        createdAt: note.createdAt,
      }),
    );
    return {
      id: String(id),
      bookingId: note.bookingId,
      text: note.text,
      pinned: note.pinned,
      authorName: note.author.name,
      createdAt: note.createdAt,
    };
  }

  async listForBooking(bookingId: string): Promise<StoredBookingNote[]> {
    if (!isUuid(bookingId)) return [];
    const rows = await this.em
      .createQueryBuilder(BookingNoteEntity, 'n')
      .select([...noteFields])
      .where({ booking: bookingId })
      .orderBy([{ pinned: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }])
      .execute('all');
    return rows.map((row) => noteOf(row as unknown as NoteRow));
  }

  async setPinned(
    bookingId: string,
    noteId: string,
    pinned: boolean,
  ): Promise<StoredBookingNote | undefined> {
    if (!isUuid(bookingId) || !/^\d{1,18}$/.test(noteId)) return undefined;
    const changed = await this.em.nativeUpdate(
      BookingNoteEntity,
      { id: noteId, booking: bookingId },
      { pinned },
    );
    if (changed === 0) return undefined;
    const row = await this.em
      .createQueryBuilder(BookingNoteEntity, 'n')
      .select([...noteFields])
      .where({ id: noteId })
      .execute('get');
    return row ? noteOf(row as unknown as NoteRow) : undefined;
  }
}
