// Every chart's numbers as a real table (decision 0158): folded under "Show the numbers" on
// screen so a dashboard of charts stays short (and built only when opened or printed), always
// printed, in a named region that scrolls sideways on a phone and takes focus (like the back
// office's other tables), and as a CSV of exactly those rows and columns.
import { useId, useState } from 'react';
import { visuallyHidden } from '../../../shared/styles/utilities.css.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { tableWrap } from '../admin.css.ts';
import { downloadCsv } from './chart-csv.ts';
import type { ChartRow, ChartTableModel } from './chart-table-model.ts';
import * as css from './charts.css.ts';
import { usePrinting } from './use-printing.ts';

export function ChartTable({ model, title }: { model: ChartTableModel; title: string }) {
  const [open, setOpen] = useState(false);
  const printing = usePrinting();
  const regionId = useId();
  return (
    <>
      <div className={css.tools}>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open}
          aria-controls={regionId}
          onPress={() => setOpen((was) => !was)}
        >
          {open ? 'Hide the numbers' : 'Show the numbers'} <span className={visuallyHidden}>of {title}</span>
        </Button>
        <Button size="sm" variant="outline" onPress={() => downloadCsv(model, title)}>
          Download CSV <span className={visuallyHidden}>of {title}</span>
        </Button>
      </div>
      {/* A wide table scrolls inside this region: a named tab stop so the keyboard can scroll it. */}
      <section
        id={regionId}
        className={`${tableWrap} ${css.numbersRegion} ${open ? '' : css.foldedOnScreen}`}
        aria-label={`${title}: the numbers`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
        tabIndex={0}
      >
        {open || printing ? (
          <table className={css.table}>
            <caption className={css.caption}>{model.caption}</caption>
            <thead>
              <tr>
                {model.columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {model.rows.map((row) => (
                <TableRow key={row.header.csv} row={row} />
              ))}
            </tbody>
            {model.footer ? (
              <tfoot>
                <TableRow row={model.footer} />
              </tfoot>
            ) : null}
          </table>
        ) : null}
      </section>
    </>
  );
}

function TableRow({ row }: { row: ChartRow }) {
  return (
    <tr>
      <th scope="row">{row.header.text}</th>
      {row.cells.map((cell, index) => (
        // Cells have no identity beyond their column.
        // biome-ignore lint/suspicious/noArrayIndexKey: the column's position is its key.
        <td key={index}>{cell.text}</td>
      ))}
    </tr>
  );
}
