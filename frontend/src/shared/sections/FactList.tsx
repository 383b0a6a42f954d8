// A booking's facts as terms and values (a description list): each page gives the rows and the
// list's grid (boxed on the confirmation, plain inside a panel on My booking).
import { factRow, factTerm, factValue } from './fact-list.css.ts';

export function FactList({
  rows,
  className,
  label,
}: {
  rows: readonly (readonly [term: string, value: string])[];
  className: string;
  /** The list's accessible name, where no heading names its section. */
  label?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term} className={factRow}>
          <dt className={factTerm}>{term}</dt>
          <dd className={factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
