// The bookings as a react-aria table (decision 0066): a row opens its booking, the created,
// delivery and pickup headers sort (the sort is kept in the URL with the filter).
import { formatUsd } from '@dumpster/domain';
import {
  Cell,
  Column,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components/Table';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import * as css from '../admin.css.ts';
import { adminPages } from '../admin-paths.ts';
import { dateLabel, instantLabel, sizeLabel } from '../format.ts';
import { StatusBadge } from '../StatusBadge.tsx';
import { TableRegion } from '../TableRegion.tsx';
import type { BookingsListProps } from './booking-list-props.ts';
import { type BookingSort, bookingSortColumns } from './booking-sorts.ts';

export function BookingsTable({ items, emptyText, sort, onSort, resultsId }: BookingsListProps) {
  const navigate = useNavigate();
  const sortDescriptor: SortDescriptor = {
    column: bookingSortColumns[sort.sort],
    direction: sort.direction === 'asc' ? 'ascending' : 'descending',
  };
  const onSortChange = (descriptor: SortDescriptor) => {
    const by =
      (Object.keys(bookingSortColumns) as BookingSort['sort'][]).find(
        (key) => bookingSortColumns[key] === descriptor.column,
      ) ?? 'created';
    onSort({ sort: by, direction: descriptor.direction === 'ascending' ? 'asc' : 'desc' });
  };
  return (
    <TableRegion label="Bookings table" id={resultsId}>
      <Table
        aria-label="Bookings"
        className={css.table}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        onRowAction={(id) => navigate(adminPages.booking(String(id)))}
      >
        <TableHeader>
          <Column id="reference" isRowHeader className={css.column}>
            Reference
          </Column>
          <Column id="status" className={css.column}>
            Status
          </Column>
          <Column id="name" className={css.column}>
            Customer
          </Column>
          <Column id="city" className={css.column}>
            City
          </Column>
          <Column id="size" className={css.column}>
            Size
          </Column>
          <Column id="deliveryDate" allowsSorting className={`${css.column} ${css.sortable}`}>
            {({ sortDirection }) => <SortLabel label="Delivery" direction={sortDirection} />}
          </Column>
          <Column id="pickupDate" allowsSorting className={`${css.column} ${css.sortable}`}>
            {({ sortDirection }) => <SortLabel label="Pickup" direction={sortDirection} />}
          </Column>
          <Column id="total" className={css.column}>
            Total
          </Column>
          <Column id="createdAt" allowsSorting className={`${css.column} ${css.sortable}`}>
            {({ sortDirection }) => <SortLabel label="Created" direction={sortDirection} />}
          </Column>
        </TableHeader>
        <TableBody items={items} renderEmptyState={() => emptyText}>
          {(booking) => (
            <Row id={booking.id} className={css.tableRow} textValue={booking.reference}>
              <Cell className={css.cell}>
                <RouterLink to={adminPages.booking(booking.id)} className={css.link}>
                  {booking.reference}
                </RouterLink>
              </Cell>
              <Cell className={css.cell}>
                <StatusBadge status={booking.status} />
              </Cell>
              <Cell className={css.cell}>
                {booking.name}
                <br />
                <span className={css.muted}>{booking.phone}</span>
              </Cell>
              <Cell className={css.cell}>{booking.city}</Cell>
              <Cell className={css.cell}>{sizeLabel(booking.dumpsterSize)}</Cell>
              <Cell className={css.cell}>{dateLabel(booking.deliveryDate)}</Cell>
              <Cell className={css.cell}>{dateLabel(booking.pickupDate)}</Cell>
              <Cell className={css.cell}>{formatUsd(booking.totalCents)}</Cell>
              <Cell className={css.cell}>{instantLabel(booking.createdAt)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

function SortLabel({
  label,
  direction,
}: {
  label: string;
  direction: 'ascending' | 'descending' | undefined;
}) {
  return (
    <span>
      {label}{' '}
      <span aria-hidden="true">
        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </span>
    </span>
  );
}
