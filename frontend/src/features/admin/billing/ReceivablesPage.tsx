// Receivables (decision 0139): open invoices by age with the domain's buckets (a chart with its
// numbers as a table, decision 0158), each invoice linked to its booking; a customer's statement
// for a period; and the QuickBooks Online export of a date range (decision 0199), a plain GET the
// browser downloads with the session's cookie.
import {
  type AdminReceivables,
  type AgingBucket,
  agingBucketLabels,
  billingExportKinds,
  formatUsd,
} from '@dumpster/domain';
import { billingPaths } from '@dumpster/domain/api';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button.tsx';
import {
  field as fieldClass,
  input as inputClass,
  label as labelClass,
} from '../../../shared/ui/field.css.ts';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { adminPages } from '../admin-paths.ts';
import { useAdminQuery } from '../admin-store.tsx';
import { AgingBarChart } from '../charts/AgingBarChart.tsx';
import { dateLabel } from '../format.ts';
import { TableRegion } from '../TableRegion.tsx';

const exportLabels: Readonly<Record<(typeof billingExportKinds)[number], string>> = {
  invoices: 'Invoices',
  'credit-memos': 'Credit memos',
  payments: 'Payments',
  refunds: 'Refunds',
};

function bucketsOf(report: AdminReceivables) {
  return Object.fromEntries(report.buckets.map((entry) => [entry.bucket, entry])) as unknown as Record<
    AgingBucket,
    { count: number; totalCents: number }
  >;
}

export function ReceivablesPage() {
  const receivables = useAdminQuery(adminApi.endpoints.receivables, undefined, 'receivables');
  const report = receivables.data;
  return (
    <>
      <title>Receivables · Back office</title>
      <h1 className={css.pageTitle}>Receivables</h1>
      {receivables.error && receivables.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The receivables could not load: {receivables.error.message}
        </p>
      ) : null}
      {report ? (
        <>
          <p>
            Open invoices owe <strong>{formatUsd(report.totalCents)}</strong> as of {dateLabel(report.today)}.
          </p>
          <AgingBarChart
            headingLevel={2}
            title="Open receivables by age"
            description={`As of ${dateLabel(report.today)}`}
            buckets={bucketsOf(report)}
          />
          <h2 className={css.sectionTitle}>Open invoices</h2>
          {report.rows.length === 0 ? (
            <p className={css.muted}>Nothing is owed.</p>
          ) : (
            <TableRegion label="Open invoices table">
              <table className={css.table}>
                <thead>
                  <tr>
                    <th scope="col">Invoice</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Due</th>
                    <th scope="col">Age</th>
                    <th scope="col">Balance</th>
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row) => (
                    <tr key={row.invoiceId}>
                      <td>
                        <Link className={css.link} to={adminPages.booking(row.bookingId)}>
                          {row.number}
                        </Link>
                      </td>
                      <td>
                        {row.customerName} ({row.customerEmail})
                      </td>
                      <td>{dateLabel(row.dueDate)}</td>
                      <td>{agingBucketLabels[row.bucket]}</td>
                      <td>{formatUsd(row.balanceCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          )}
        </>
      ) : null}
      <Statement today={report?.today} />
      <ExportForm today={report?.today} />
    </>
  );
}

function firstOfMonth(today: string | undefined): string {
  return `${(today ?? new Date().toISOString().slice(0, 10)).slice(0, 7)}-01`;
}

function Statement({ today }: { today: string | undefined }) {
  const [typed, setTyped] = useState({ email: '', from: firstOfMonth(today), to: today ?? '' });
  const [asked, setAsked] = useState<typeof typed | undefined>();
  const statement = useAdminQuery(
    adminApi.endpoints.customerStatement,
    asked ?? typed,
    `statement/${JSON.stringify(asked)}`,
    { skip: !asked },
  );
  const ids = { email: useId(), from: useId(), to: useId() };
  const error = statement.error?.data as { fields?: Record<string, string> } | undefined;
  return (
    <section aria-labelledby="statement-title" className={css.panel}>
      <h2 id="statement-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Customer statement
      </h2>
      <form
        className={css.row}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAsked({ ...typed, to: typed.to || today || '' });
        }}
      >
        <div className={fieldClass}>
          <label htmlFor={ids.email} className={labelClass}>
            Customer's e-mail
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="off"
            value={typed.email}
            onChange={(event) => setTyped({ ...typed, email: event.target.value })}
            className={inputClass}
          />
        </div>
        <div className={fieldClass}>
          <label htmlFor={ids.from} className={labelClass}>
            From
          </label>
          <input
            id={ids.from}
            type="date"
            value={typed.from}
            onChange={(event) => setTyped({ ...typed, from: event.target.value })}
            className={inputClass}
          />
        </div>
        <div className={fieldClass}>
          <label htmlFor={ids.to} className={labelClass}>
            To
          </label>
          <input
            id={ids.to}
            type="date"
            value={typed.to || today || ''}
            onChange={(event) => setTyped({ ...typed, to: event.target.value })}
            className={inputClass}
          />
        </div>
        <Button type="submit" size="sm">
          Show statement
        </Button>
      </form>
      <div role="alert">
        {error?.fields ? <p className={css.notice.error}>{Object.values(error.fields).join(' ')}</p> : null}
      </div>
      {statement.data ? (
        <div role="status">
          <p>
            {statement.data.customerName ?? statement.data.email}: brought forward{' '}
            {formatUsd(statement.data.openingBalanceCents)}, closing balance{' '}
            <strong>{formatUsd(statement.data.closingBalanceCents)}</strong>.
          </p>
          {statement.data.entries.length > 0 ? (
            <TableRegion label="Statement table">
              <table className={css.table}>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Description</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Balance</th>
                  </tr>
                </thead>
                <tbody>
                  {statement.data.entries.map((entry) => (
                    <tr key={`${entry.kind}-${entry.reference}-${entry.date}-${entry.amountCents}`}>
                      <td>{dateLabel(entry.date)}</td>
                      <td>{entry.description}</td>
                      <td>{formatUsd(entry.amountCents)}</td>
                      <td>{formatUsd(entry.balanceCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          ) : (
            <p className={css.muted}>Nothing in this period.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

function ExportForm({ today }: { today: string | undefined }) {
  const ids = { kind: useId(), from: useId(), to: useId() };
  return (
    <section aria-labelledby="export-title" className={css.panel}>
      <h2 id="export-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Export for QuickBooks Online
      </h2>
      <p className={css.muted}>
        One CSV file per kind, in the columns QuickBooks Online imports. Import invoices first, then credit
        memos, payments and refunds.
      </p>
      <form className={css.row} method="get" action={billingPaths.export}>
        <div className={fieldClass}>
          <label htmlFor={ids.kind} className={labelClass}>
            What to export
          </label>
          <select id={ids.kind} name="kind" className={inputClass} defaultValue="invoices">
            {billingExportKinds.map((kind) => (
              <option key={kind} value={kind}>
                {exportLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldClass}>
          <label htmlFor={ids.from} className={labelClass}>
            From
          </label>
          <input
            id={ids.from}
            name="from"
            type="date"
            required
            className={inputClass}
            defaultValue={firstOfMonth(today)}
          />
        </div>
        <div className={fieldClass}>
          <label htmlFor={ids.to} className={labelClass}>
            To
          </label>
          <input id={ids.to} name="to" type="date" required className={inputClass} defaultValue={today} />
        </div>
        <Button type="submit" size="sm">
          Download CSV
        </Button>
      </form>
    </section>
  );
}
