// Staff's notes on customers in table `customer_notes` (decision 0174), through the transaction's
// EntityManager: inserted with `em.insert`, read with the query builder.
import type {
  CustomerNoteRepository,
  NewCustomerNote,
  StoredCustomerNote,
} from '../../application/ports/customer-notes.ts';
import { CustomerEntity } from './entities/customer-entity.ts';
import { CustomerNoteEntity } from './entities/customer-note-entity.ts';
import { isUuid } from './is-uuid.ts';
import { storable } from './storable.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

type NoteRow = {
  id: string | number | bigint;
  customer: string | { id: string };
  text: string;
  authorName: string;
  createdAt: Date | string;
};

function noteOf(row: NoteRow): StoredCustomerNote {
  return {
    id: String(row.id),
    customerId: typeof row.customer === 'string' ? row.customer : row.customer.id,
    text: row.text,
    authorName: row.authorName,
    createdAt: new Date(row.createdAt),
  };
}

export class MikroOrmCustomerNotes implements CustomerNoteRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async hasCustomer(customerId: string): Promise<boolean> {
    if (!isUuid(customerId)) return false;
    return (await this.em.count(CustomerEntity, { id: customerId })) > 0;
  }

  async add(note: NewCustomerNote): Promise<StoredCustomerNote> {
    const id = await this.em.insert(
      CustomerNoteEntity,
      storable({
        customer: note.customerId,
        authorUserId: note.author.userId,
        authorName: note.author.name,
        text: note.text,
        createdAt: note.createdAt,
      }),
    );
    return {
      id: String(id),
      customerId: note.customerId,
      text: note.text,
      authorName: note.author.name,
      createdAt: note.createdAt,
    };
  }

  async listForCustomer(customerId: string): Promise<StoredCustomerNote[]> {
    if (!isUuid(customerId)) return [];
    const rows = await this.em
      .createQueryBuilder(CustomerNoteEntity, 'n')
      .select(['id', 'customer', 'text', 'authorName', 'createdAt'])
      .where({ customer: customerId })
      .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
      .execute('all');
    return rows.map((row) => noteOf(row as unknown as NoteRow));
  }
}
