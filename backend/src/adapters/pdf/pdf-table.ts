// A tagged table (decision 0151): Table > TR > TH (scope Column) for the header, TR > TD for each
// row, so a screen reader announces each amount with its column's name. A row never splits
// across pages; a page the table continues on starts with the header again, drawn as a
// pagination artifact so it is seen on paper but not read twice.
import { colours, type PdfFlow, type StructureElement } from './pdf-flow.ts';

export interface TableColumn {
  readonly header: string;
  /** In points; 0 for the one column that takes the width left over. */
  readonly width: number;
  readonly align: 'left' | 'right';
}

export interface TableCell {
  readonly text: string;
  /** A second, smaller line under the text (a line's proof). */
  readonly note?: string | null;
  readonly bold?: boolean;
}

const pad = { x: 4, y: 5 } as const;
const size = { header: 9, body: 10, note: 8.5 } as const;

interface PlacedColumn extends TableColumn {
  readonly x: number;
  readonly inner: number;
}

function place(flow: PdfFlow, columns: readonly TableColumn[]): PlacedColumn[] {
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  let x = flow.left;
  return columns.map((column) => {
    const width = column.width === 0 ? flow.width - fixed : column.width;
    const placed = { ...column, width, x, inner: width - 2 * pad.x };
    x += width;
    return placed;
  });
}

function cellHeight(flow: PdfFlow, column: PlacedColumn, cell: TableCell): number {
  const text = flow.measure(cell.text, column.inner, {
    size: size.body,
    style: cell.bold ? 'bold' : 'regular',
  });
  const note = cell.note ? flow.measure(cell.note, column.inner, { size: size.note }) : 0;
  return text + note;
}

function drawCell(flow: PdfFlow, column: PlacedColumn, cell: TableCell, top: number): void {
  const x = column.x + pad.x;
  const height = flow.write(cell.text, x, top + pad.y, column.inner, {
    size: size.body,
    style: cell.bold ? 'bold' : 'regular',
    align: column.align,
  });
  if (cell.note)
    flow.write(cell.note, x, top + pad.y + height, column.inner, {
      size: size.note,
      color: colours.muted,
      align: column.align,
    });
}

/** Draws the table at the flow's position under `parent`; the flow ends below its last row. */
export function drawTable(
  flow: PdfFlow,
  parent: StructureElement,
  columns: readonly TableColumn[],
  rows: readonly (readonly TableCell[])[],
): void {
  const placed = place(flow, columns);
  const headerHeight =
    Math.max(...placed.map((column) => flow.measure(column.header, column.inner, { size: size.header }))) +
    2 * pad.y;
  const rowHeights = rows.map(
    (row) =>
      Math.max(...placed.map((column, index) => cellHeight(flow, column, row[index] ?? { text: '' }))) +
      2 * pad.y,
  );

  const background = (top: number) =>
    flow.doc.rect(flow.left, top, flow.width, headerHeight).fillColor(colours.fill).fill();
  const headerText = (column: PlacedColumn, top: number) =>
    flow.write(column.header, column.x + pad.x, top + pad.y, column.inner, {
      size: size.header,
      style: 'bold',
      align: column.align,
    });

  const table = flow.doc.struct('Table');
  parent.add(table);
  flow.ensure(headerHeight + (rowHeights[0] ?? 0));
  const top = flow.y;
  flow.artifact(() => background(top));
  const headerRow = flow.doc.struct('TR');
  table.add(headerRow);
  for (const column of placed) flow.tag(headerRow, 'TH', () => headerText(column, top), { scope: 'Column' });
  headerRow.end();
  flow.y += headerHeight;

  const repeatedHeader = () => {
    const pageTop = flow.y;
    flow.artifact(() => {
      background(pageTop);
      for (const column of placed) headerText(column, pageTop);
    }, 'Pagination');
    flow.y += headerHeight;
  };
  flow.repeating(repeatedHeader, () => {
    rows.forEach((row, rowIndex) => {
      const height = rowHeights[rowIndex] ?? 0;
      flow.ensure(height);
      const rowTop = flow.y;
      const tableRow = flow.doc.struct('TR');
      table.add(tableRow);
      placed.forEach((column, index) => {
        flow.tag(tableRow, 'TD', () => drawCell(flow, column, row[index] ?? { text: '' }, rowTop));
      });
      tableRow.end();
      flow.y += height;
      flow.rule();
    });
  });
  table.end();
}
