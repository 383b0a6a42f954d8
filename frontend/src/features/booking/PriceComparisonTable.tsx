// The flat-rate comparison: every figure from the domain catalogue and quote rule.
import {
  dumpsterSizes,
  extraDayRateCents,
  formatDimensions,
  formatUsd,
  includedRentalDays,
} from '@dumpster/domain';
import { cellStyle, headCell, table, tableScroll } from './booking.css.ts';

export function PriceComparisonTable() {
  return (
    <div className={tableScroll}>
      <table className={table}>
        <caption style={{ textAlign: 'start', padding: '0.75rem 1rem', fontWeight: 700 }}>
          Flat-rate pricing: delivery, pickup and a {includedRentalDays}-day rental included
        </caption>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              Size
            </th>
            <th scope="col" className={headCell}>
              Flat rate ({includedRentalDays} days)
            </th>
            <th scope="col" className={headCell}>
              Weight included
            </th>
            <th scope="col" className={headCell}>
              Dimensions (L x W x H)
            </th>
            <th scope="col" className={headCell}>
              Extra day
            </th>
            <th scope="col" className={headCell}>
              Best for
            </th>
          </tr>
        </thead>
        <tbody>
          {dumpsterSizes.map((size) => (
            <tr key={size.value}>
              <th scope="row" className={cellStyle}>
                {size.label}
              </th>
              <td className={cellStyle}>{formatUsd(size.priceCents)}</td>
              <td className={cellStyle}>{size.includedTons} tons</td>
              <td className={cellStyle}>{formatDimensions(size.dimensions)}</td>
              <td className={cellStyle}>{formatUsd(extraDayRateCents)}/day</td>
              <td className={cellStyle}>{size.typicalProjects.slice(0, 3).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
