import { dumpsterSizes, formatDimensions, formatUsd, includedRentalDays } from '@dumpster/domain';
import { projectPhrase } from '../../shared/sections/project-list.ts';
import { pickupLoads } from './size-page-content.ts';
import { rowHeader, scrollHint, table, tableWrap, td, thHead } from './sizes.css.ts';

/** Sizes side by side: one column per size, one row per figure (all from the catalogue). */
export function SizeComparisonTable() {
  return (
    // The wrapper scrolls sideways on a phone; it is focusable so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be keyboard reachable
    <section className={tableWrap} tabIndex={0} aria-labelledby="comparison-caption">
      <table className={table}>
        <caption id="comparison-caption" style={{ textAlign: 'start', padding: '1rem', fontWeight: 700 }}>
          Dumpster size comparison
          <span className={scrollHint}> (scroll sideways to see every size)</span>
        </caption>
        <thead>
          <tr>
            <td className={thHead} />
            {dumpsterSizes.map((size) => (
              <th key={size.value} scope="col" className={thHead}>
                {size.label}
                {size.popular ? ' (Popular)' : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={rowHeader}>
              Price ({includedRentalDays}-day rental)
            </th>
            {dumpsterSizes.map((size) => (
              <td key={size.value} className={td}>
                <strong>{formatUsd(size.priceCents)}</strong>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={rowHeader}>
              Weight included
            </th>
            {dumpsterSizes.map((size) => (
              <td key={size.value} className={td}>
                {size.includedTons} tons
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={rowHeader}>
              Dimensions (L x W x H)
            </th>
            {dumpsterSizes.map((size) => (
              <td key={size.value} className={td}>
                {formatDimensions(size.dimensions)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={rowHeader}>
              Holds about
            </th>
            {dumpsterSizes.map((size) => (
              <td key={size.value} className={td}>
                {pickupLoads(size.yards)} pickup-truck loads
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={rowHeader}>
              Best for
            </th>
            {dumpsterSizes.map((size) => (
              <td key={size.value} className={td}>
                {projectPhrase(size.typicalProjects)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
