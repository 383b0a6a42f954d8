// The owner's dashboard (decisions 0205, 0206): a range of Florida days and its bucket, the
// headline figures beside the period before, and the charts of features/admin/charts, each with
// its numbers as a table and a CSV. Owners only: it shows money.
import {
  type AdminDashboard,
  type AgingBucket,
  addDays,
  dashboardBuckets,
  dashboardQuerySchema,
  formatUsd,
} from '@dumpster/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { Button } from '../../../shared/ui/Button.tsx';
import {
  field as fieldClass,
  input as inputClass,
  label as labelClass,
} from '../../../shared/ui/field.css.ts';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { useAdminQuery } from '../admin-store.tsx';
import { AgingBarChart } from '../charts/AgingBarChart.tsx';
import { CategoryBarChart } from '../charts/CategoryBarChart.tsx';
import { TimeSeriesChart } from '../charts/TimeSeriesChart.tsx';
import { businessToday, dateLabel } from '../format.ts';
import { OwnerOnly } from '../OwnerOnly.tsx';
import { TableRegion } from '../TableRegion.tsx';

type Bucket = (typeof dashboardBuckets)[number];
const bucketLabels: Record<Bucket, string> = { day: 'Day', week: 'Week', month: 'Month' };

export function DashboardPage() {
  return (
    <OwnerOnly title="Dashboard">
      <Dashboard />
    </OwnerOnly>
  );
}

/** The range in the address (so it can be bookmarked), else the last 30 days to today. */
function useRange() {
  const [params, setParams] = useSearchParams();
  const today = businessToday();
  const parsed = v.safeParse(dashboardQuerySchema, {
    from: params.get('from') ?? addDays(today, -29),
    to: params.get('to') ?? today,
    bucket: params.get('bucket') ?? undefined,
  });
  const query = parsed.success
    ? parsed.output
    : { from: addDays(today, -29), to: today, bucket: 'day' as const };
  return { query, setQuery: (next: typeof query) => setParams(next) };
}

function Dashboard() {
  const { query, setQuery } = useRange();
  const dashboard = useAdminQuery(adminApi.endpoints.dashboard, query, 'dashboard');
  return (
    <>
      <title>Dashboard · Back office</title>
      <h1 className={css.pageTitle}>Dashboard</h1>
      <RangeForm query={query} onChange={setQuery} />
      {dashboard.error && dashboard.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The dashboard could not load: {dashboard.error.message}
        </p>
      ) : null}
      {dashboard.data ? <Figures data={dashboard.data} /> : <p className={css.muted}>Loading…</p>}
    </>
  );
}

function RangeForm({
  query,
  onChange,
}: {
  query: { from: string; to: string; bucket: Bucket };
  onChange: (query: { from: string; to: string; bucket: Bucket }) => void;
}) {
  const [values, setValues] = useState(query);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const input = (name: 'from' | 'to', label: string) => (
    <div className={fieldClass}>
      <label htmlFor={`dashboard-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`dashboard-${name}`}
        type="date"
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        className={inputClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `dashboard-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`dashboard-${name}-error`} className={css.notice.error}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <form
      aria-label="Range"
      className={css.row}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = v.safeParse(dashboardQuerySchema, values);
        if (!parsed.success) {
          setErrors(
            Object.fromEntries(
              parsed.issues.map((issue) => [String(issue.path?.[0]?.key ?? 'to'), issue.message]),
            ),
          );
          return;
        }
        setErrors({});
        onChange(parsed.output);
      }}
    >
      {input('from', 'From')}
      {input('to', 'To')}
      <div className={fieldClass}>
        <label htmlFor="dashboard-bucket" className={labelClass}>
          Per
        </label>
        <select
          id="dashboard-bucket"
          value={values.bucket}
          onChange={(event) => setValues({ ...values, bucket: event.target.value as Bucket })}
          className={inputClass}
        >
          {dashboardBuckets.map((bucket) => (
            <option key={bucket} value={bucket}>
              {bucketLabels[bucket]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm">
        Show
      </Button>
    </form>
  );
}

const headline = [
  { key: 'received', label: 'Bookings received', money: false },
  { key: 'confirmed', label: 'Confirmed', money: false },
  { key: 'cancelled', label: 'Cancelled', money: false },
  { key: 'contactRequests', label: 'Contact requests', money: false },
  { key: 'contactRequestsBooked', label: 'Contact requests that became bookings', money: false },
  { key: 'quotedCents', label: 'Quoted', money: true },
  { key: 'invoicedCents', label: 'Invoiced', money: true },
  { key: 'collectedCents', label: 'Collected', money: true },
] as const;

function change(now: number, before: number, money: boolean): string {
  const difference = now - before;
  const shown = money ? formatUsd(Math.abs(difference)) : String(Math.abs(difference));
  if (difference === 0) return 'no change';
  return `${difference > 0 ? 'up' : 'down'} ${shown}`;
}

function Figures({ data }: { data: AdminDashboard }) {
  const period = `${dateLabel(data.from)} to ${dateLabel(data.to)}`;
  const before = `${dateLabel(data.previous.from)} to ${dateLabel(data.previous.to)}`;
  const periods = data.series.map((point) => point.start);
  const aging = Object.fromEntries(
    data.receivables.map((row) => [row.bucket, { count: row.count, totalCents: row.totalCents }]),
  ) as Record<AgingBucket, { count: number; totalCents: number }>;
  return (
    <>
      <section aria-labelledby="dashboard-comparison" className={css.panel}>
        <h2 id="dashboard-comparison" className={css.sectionTitle}>
          {period}, against the period before
        </h2>
        <TableRegion label="Key figures table">
          <table className={css.table}>
            <caption>
              Key figures for {period}, against {before}
            </caption>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                <th scope="col">This period</th>
                <th scope="col">Period before</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {headline.map(({ key, label, money }) => (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td>{money ? formatUsd(data.totals[key]) : data.totals[key]}</td>
                  <td>{money ? formatUsd(data.previousTotals[key]) : data.previousTotals[key]}</td>
                  <td>{change(data.totals[key], data.previousTotals[key], money)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
        <p>
          Boxes out past their pickup date today: <strong>{data.outPastPickup}</strong>
        </p>
      </section>
      <TimeSeriesChart
        title="Bookings"
        description={period}
        headingLevel={2}
        granularity={data.bucket}
        unit="count"
        periods={periods}
        series={[
          { label: 'Received', values: data.series.map((point) => point.received) },
          { label: 'Confirmed', values: data.series.map((point) => point.confirmed) },
          { label: 'Cancelled', values: data.series.map((point) => point.cancelled) },
        ]}
      />
      <TimeSeriesChart
        title="Money"
        description={period}
        headingLevel={2}
        granularity={data.bucket}
        unit="cents"
        periods={periods}
        series={[
          { label: 'Quoted', values: data.series.map((point) => point.quotedCents) },
          { label: 'Invoiced', values: data.series.map((point) => point.invoicedCents) },
          { label: 'Collected', values: data.series.map((point) => point.collectedCents) },
        ]}
      />
      <CategoryBarChart
        title="Bookings by city"
        description={period}
        headingLevel={2}
        unit="count"
        categoryHeader="City"
        categoryNoun="city"
        categories={data.byCity.map((row) => row.city)}
        series={[{ label: 'Bookings', values: data.byCity.map((row) => row.count) }]}
      />
      <CategoryBarChart
        title="Bookings by region"
        description={period}
        headingLevel={2}
        unit="count"
        categoryHeader="Region"
        categoryNoun="region"
        categories={data.byRegion.map((row) => row.region)}
        series={[{ label: 'Bookings', values: data.byRegion.map((row) => row.count) }]}
      />
      <CategoryBarChart
        title="Residential and commercial"
        description={period}
        headingLevel={2}
        unit="count"
        categoryHeader="Customer"
        categoryNoun="kind of customer"
        categories={data.byType.map((row) =>
          row.bookingType === 'commercial' ? 'Commercial' : 'Residential',
        )}
        series={[{ label: 'Bookings', values: data.byType.map((row) => row.count) }]}
      />
      <CategoryBarChart
        title="Fleet utilisation by size"
        description={`${period}: container-days out over container-days in service`}
        headingLevel={2}
        unit="share"
        categoryHeader="Size"
        categoryNoun="size"
        categories={data.utilisation.map((row) => row.size)}
        series={[
          {
            label: 'Utilisation',
            values: data.utilisation.map((row) =>
              row.containerDaysInService === 0 ? null : row.containerDaysOut / row.containerDaysInService,
            ),
          },
        ]}
      />
      <AgingBarChart
        title="Open receivables by age"
        description={`Today, ${dateLabel(data.today)}`}
        headingLevel={2}
        buckets={aging}
      />
    </>
  );
}
