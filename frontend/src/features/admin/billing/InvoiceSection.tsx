// A booking's invoice in the back office (decisions 0195-0199): the draft staff review (the
// scale ticket's weight, published charges, discounts), finalising, the balance and status, the
// payments form, a void with its reason and a credit note. Every figure is the server's; each
// outcome is announced (role=status) and each refusal says the server's own sentence (role=alert).
import { type AdminInvoice, formatUsd, type invoiceStatuses } from '@dumpster/domain';
import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import {
  field as fieldClass,
  input as inputClass,
  label as labelClass,
} from '../../../shared/ui/field.css.ts';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { isApiError, useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { businessToday, dateLabel } from '../format.ts';
import { TableRegion } from '../TableRegion.tsx';

const statusWords: Readonly<Record<(typeof invoiceStatuses)[number], string>> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

/** The server's own sentence (a field's first), else what went wrong in a few words. */
export function refusalText(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong.';
  const data = error.data as { message?: unknown; fields?: Record<string, string> } | undefined;
  const field = data?.fields ? Object.values(data.fields)[0] : undefined;
  if (typeof field === 'string') return field;
  if (typeof data?.message === 'string') return data.message;
  return error.message;
}

type Note = { readonly ok: boolean; readonly text: string } | undefined;

function Announce({ note }: { note: Note }) {
  return (
    <>
      <div role="status">{note?.ok ? <p className={css.notice.success}>{note.text}</p> : null}</div>
      <div role="alert">{note && !note.ok ? <p className={css.notice.error}>{note.text}</p> : null}</div>
    </>
  );
}

export function InvoiceSection({ bookingId }: { bookingId: string }) {
  const invoice = useAdminQuery(adminApi.endpoints.bookingInvoice, bookingId, `invoice/${bookingId}`);
  return (
    <section aria-labelledby="invoice-title" className={css.panel}>
      <h2 id="invoice-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Invoice
      </h2>
      {invoice.data ? (
        <InvoiceBody invoice={invoice.data} />
      ) : (
        <p className={css.muted}>
          {invoice.error && invoice.error.status !== 404
            ? `The invoice could not load: ${invoice.error.message}`
            : 'No invoice yet: a draft is made when the booking is picked up.'}
        </p>
      )}
    </section>
  );
}

function InvoiceBody({ invoice }: { invoice: AdminInvoice }) {
  const [note, setNote] = useState<Note>();
  const ids = { id: invoice.id, bookingId: invoice.bookingId };
  const [removeLine] = useAdminMutation(adminApi.endpoints.removeInvoiceLine);
  const [finalise, finalising] = useAdminMutation(adminApi.endpoints.finaliseInvoice);
  const run = async (work: () => Promise<unknown>, success: string) => {
    setNote(undefined);
    try {
      await work();
      setNote({ ok: true, text: success });
    } catch (error) {
      setNote({ ok: false, text: refusalText(error) });
    }
  };
  return (
    <>
      <dl className={css.definitionList}>
        <dt>Number</dt>
        <dd>{invoice.number ?? 'None yet (draft)'}</dd>
        <dt>Status</dt>
        <dd>{statusWords[invoice.status]}</dd>
        {invoice.issueDate ? (
          <>
            <dt>Invoice date</dt>
            <dd>{dateLabel(invoice.issueDate)}</dd>
          </>
        ) : null}
        {invoice.dueDate ? (
          <>
            <dt>Due</dt>
            <dd>{dateLabel(invoice.dueDate)}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>{formatUsd(invoice.totalCents)}</dd>
        <dt>Paid so far</dt>
        <dd>{formatUsd(invoice.netPaidCents)}</dd>
        <dt>Balance</dt>
        <dd>
          <strong>{formatUsd(invoice.balanceCents)}</strong>
          {invoice.creditCents > 0
            ? ` (credit of ${formatUsd(invoice.creditCents)} kept for the customer)`
            : ''}
        </dd>
        {invoice.voidReason ? (
          <>
            <dt>Void because</dt>
            <dd>{invoice.voidReason}</dd>
          </>
        ) : null}
      </dl>
      <TableRegion label="Invoice lines table">
        <table className={css.table}>
          <caption className={css.muted}>Lines of the invoice</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Quantity</th>
              <th scope="col">Price</th>
              <th scope="col">Amount</th>
              {invoice.state === 'draft' ? <th scope="col">Change</th> : null}
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.position}>
                <td>{line.description}</td>
                <td>{line.quantity}</td>
                <td>{formatUsd(line.unitPriceCents)}</td>
                <td>{formatUsd(line.amountCents)}</td>
                {invoice.state === 'draft' ? (
                  <td>
                    {line.removable ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${line.description}`}
                        onPress={() =>
                          run(
                            () => removeLine({ ...ids, position: line.position }),
                            `Removed: ${line.description}.`,
                          )
                        }
                      >
                        Remove
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <h3>What changed since the quote</h3>
      <ul>
        {invoice.changes.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <Announce note={note} />
      {invoice.state === 'draft' ? (
        <>
          <TicketForm invoice={invoice} onDone={setNote} />
          <ChargeForm invoice={invoice} onDone={setNote} />
          <DiscountForm invoice={invoice} onDone={setNote} />
          <Button
            isDisabled={finalising.isPending}
            onPress={() =>
              run(
                () => finalise(ids),
                'Finalised: the invoice is numbered and e-mailed to the customer with its PDF.',
              )
            }
          >
            Finalise and e-mail the invoice
          </Button>
        </>
      ) : null}
      {invoice.state !== 'draft' ? (
        <p>
          <a className={css.link} href={`/api/admin/invoices/${encodeURIComponent(invoice.id)}/pdf`}>
            Download the PDF of {invoice.number}
          </a>
        </p>
      ) : null}
      {invoice.state === 'final' ? (
        <>
          <PaymentForm invoice={invoice} onDone={setNote} />
          <VoidForm invoice={invoice} onDone={setNote} />
          <CreditNoteForm invoice={invoice} onDone={setNote} />
        </>
      ) : null}
      {invoice.movements.length > 0 ? (
        <>
          <h3>Money recorded</h3>
          <ul>
            {invoice.movements.map((movement) => (
              <li key={movement.id}>
                {dateLabel(movement.date)}: {movement.label} (by {movement.recordedBy})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {invoice.creditNotes.length > 0 ? (
        <>
          <h3>Credit notes</h3>
          <ul>
            {invoice.creditNotes.map((creditNote) => (
              <li key={creditNote.id}>
                {creditNote.number}, {dateLabel(creditNote.issueDate)}: {formatUsd(creditNote.totalCents)} (
                {creditNote.reason})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

interface FormProps {
  readonly invoice: AdminInvoice;
  readonly onDone: (note: Note) => void;
}

/** One labelled input. */
function Field(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
}) {
  const id = useId();
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={id}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}

function useSubmit(onDone: FormProps['onDone']) {
  return async (event: React.FormEvent, work: () => Promise<unknown>, success: string) => {
    event.preventDefault();
    onDone(undefined);
    try {
      await work();
      onDone({ ok: true, text: success });
    } catch (error) {
      onDone({ ok: false, text: refusalText(error) });
    }
  };
}

/** Dollars as typed ('187.50') in cents, or NaN (the server's schema then names the field). */
function centsOf(dollars: string): number {
  const match = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(dollars);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function TicketForm({ invoice, onDone }: FormProps) {
  const [tons, setTons] = useState(invoice.scaleTicket?.tons ?? '');
  const [proof, setProof] = useState(invoice.scaleTicket?.evidence[0]?.ref ?? '');
  const [setTicket, { isPending }] = useAdminMutation(adminApi.endpoints.setScaleTicket);
  const submit = useSubmit(onDone);
  return (
    <form
      aria-label="Scale ticket"
      className={css.row}
      noValidate
      onSubmit={(event) =>
        submit(
          event,
          () =>
            setTicket({
              id: invoice.id,
              bookingId: invoice.bookingId,
              tons,
              evidence: proof.trim() ? [{ kind: 'note', ref: proof.trim() }] : [],
            }),
          `Scale ticket: ${tons} tons.`,
        )
      }
    >
      <Field label="Scale ticket weight (tons)" value={tons} onChange={setTons} inputMode="decimal" />
      <Field label="Ticket number or note (the proof)" value={proof} onChange={setProof} />
      <Button type="submit" size="sm" isDisabled={isPending}>
        Save weight
      </Button>
    </form>
  );
}

function ChargeForm({ invoice, onDone }: FormProps) {
  const [code, setCode] = useState(invoice.publishedCharges[0]?.code ?? '');
  const [quantity, setQuantity] = useState('1');
  const [evidence, setEvidence] = useState('');
  const [add, { isPending }] = useAdminMutation(adminApi.endpoints.addInvoiceCharge);
  const submit = useSubmit(onDone);
  const selectId = useId();
  return (
    <form
      aria-label="Add a published charge"
      className={css.row}
      noValidate
      onSubmit={(event) =>
        submit(
          event,
          () =>
            add({
              id: invoice.id,
              bookingId: invoice.bookingId,
              charge: {
                code,
                quantity: Number(quantity),
                evidence: evidence.trim() ? [{ kind: 'note', ref: evidence.trim() }] : [],
              },
            }),
          'Charge added.',
        )
      }
    >
      <div className={fieldClass}>
        <label htmlFor={selectId} className={labelClass}>
          Published charge
        </label>
        <select
          id={selectId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className={inputClass}
        >
          {invoice.publishedCharges.map((charge) => (
            <option key={charge.code} value={charge.code}>
              {charge.label}: {charge.priceText}
            </option>
          ))}
        </select>
      </div>
      <Field label="Quantity" value={quantity} onChange={setQuantity} inputMode="numeric" />
      <Field label="Evidence (the driver's photo or note)" value={evidence} onChange={setEvidence} />
      <Button type="submit" size="sm" isDisabled={isPending}>
        Add charge
      </Button>
    </form>
  );
}

function DiscountForm({ invoice, onDone }: FormProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [add, { isPending }] = useAdminMutation(adminApi.endpoints.addInvoiceAdjustment);
  const submit = useSubmit(onDone);
  return (
    <form
      aria-label="Add a discount"
      className={css.row}
      noValidate
      onSubmit={(event) =>
        submit(
          event,
          () =>
            add({
              id: invoice.id,
              bookingId: invoice.bookingId,
              adjustment: { kind: 'discount', amountCents: centsOf(amount), reason },
            }),
          'Discount added.',
        )
      }
    >
      <Field label="Discount (dollars)" value={amount} onChange={setAmount} inputMode="decimal" />
      <Field label="Reason the customer reads" value={reason} onChange={setReason} />
      <Button type="submit" size="sm" isDisabled={isPending}>
        Add discount
      </Button>
    </form>
  );
}

function PaymentForm({ invoice, onDone }: FormProps) {
  const [amount, setAmount] = useState(
    invoice.balanceCents > 0 ? (invoice.balanceCents / 100).toFixed(2) : '',
  );
  const [method, setMethod] = useState<'cash' | 'check' | 'credit' | 'debit'>('cash');
  const [checkNumber, setCheckNumber] = useState('');
  const [last4, setLast4] = useState('');
  const [terminalReference, setTerminalReference] = useState('');
  const [date, setDate] = useState(businessToday());
  // One key per payment typed: a double press or a retry records it once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [record, { isPending }] = useAdminMutation(adminApi.endpoints.recordPayment);
  const submit = useSubmit(onDone);
  const methodId = useId();
  const tender =
    method === 'cash'
      ? { method: 'cash' as const }
      : method === 'check'
        ? { method: 'check' as const, checkNumber }
        : { method: 'card' as const, cardType: method, last4, terminalReference };
  return (
    <form
      aria-label="Record a payment"
      className={css.row}
      noValidate
      onSubmit={async (event) => {
        await submit(
          event,
          () =>
            record({
              id: invoice.id,
              bookingId: invoice.bookingId,
              key,
              payment: { amountCents: centsOf(amount), date, tender },
            }),
          `Payment of $${amount} recorded.`,
        );
        setKey(crypto.randomUUID());
      }}
    >
      <Field label="Amount (dollars)" value={amount} onChange={setAmount} inputMode="decimal" />
      <Field label="Date" value={date} onChange={setDate} type="date" />
      <div className={fieldClass}>
        <label htmlFor={methodId} className={labelClass}>
          Paid by
        </label>
        <select
          id={methodId}
          value={method}
          onChange={(event) => setMethod(event.target.value as typeof method)}
          className={inputClass}
        >
          <option value="cash">Cash</option>
          <option value="check">Check</option>
          <option value="credit">Credit card</option>
          <option value="debit">Debit card</option>
        </select>
      </div>
      {method === 'check' ? (
        <Field label="Check number" value={checkNumber} onChange={setCheckNumber} />
      ) : null}
      {method === 'credit' || method === 'debit' ? (
        <>
          <Field label="Card's last four digits" value={last4} onChange={setLast4} inputMode="numeric" />
          <Field label="Terminal reference" value={terminalReference} onChange={setTerminalReference} />
        </>
      ) : null}
      <Button type="submit" size="sm" isDisabled={isPending}>
        Record payment
      </Button>
    </form>
  );
}

function VoidForm({ invoice, onDone }: FormProps) {
  const [reason, setReason] = useState('');
  const [voidInvoice, { isPending }] = useAdminMutation(adminApi.endpoints.voidInvoice);
  const submit = useSubmit(onDone);
  return (
    <form
      aria-label="Void the invoice"
      className={css.row}
      noValidate
      onSubmit={(event) =>
        submit(
          event,
          () => voidInvoice({ id: invoice.id, bookingId: invoice.bookingId, reason }),
          `Invoice ${invoice.number} is void; its number is kept.`,
        )
      }
    >
      <Field label="Reason for voiding" value={reason} onChange={setReason} />
      <Button type="submit" size="sm" variant="outline" isDisabled={isPending}>
        Void invoice
      </Button>
    </form>
  );
}

function CreditNoteForm({ invoice, onDone }: FormProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [issue, { isPending }] = useAdminMutation(adminApi.endpoints.issueCreditNote);
  const submit = useSubmit(onDone);
  return (
    <form
      aria-label="Issue a credit note"
      className={css.row}
      noValidate
      onSubmit={(event) =>
        submit(
          event,
          () =>
            issue({
              id: invoice.id,
              bookingId: invoice.bookingId,
              note: {
                reason,
                lines: [{ correctsKind: 'rental', description: reason, amountCents: centsOf(amount) }],
              },
            }),
          'Credit note issued.',
        )
      }
    >
      <Field label="Credit (dollars)" value={amount} onChange={setAmount} inputMode="decimal" />
      <Field label="Reason for the credit note" value={reason} onChange={setReason} />
      <Button type="submit" size="sm" variant="outline" isDisabled={isPending}>
        Issue credit note
      </Button>
    </form>
  );
}
