/** Plain-text tables for the bench's console report. */

export interface Row {
  measure: string;
  value: string;
  target: string;
  /** null: no target for this row. */
  met: boolean | null;
}

export const verdict = (met: boolean | null) => (met === null ? '' : met ? 'ok' : 'MISSED');

export function printRows(rows: Row[]): void {
  const width = Math.max(...rows.map((row) => row.measure.length));
  const valueWidth = Math.max(...rows.map((row) => row.value.length));
  for (const row of rows) {
    console.info(
      `${row.measure.padEnd(width)}  ${row.value.padEnd(valueWidth)}  ${row.target.padEnd(12)} ${verdict(row.met)}`,
    );
  }
}

/**
 * A grid: a header row, then one row per entry; each column as wide as its widest cell. The first
 * `textColumns` columns are left-aligned, the rest (figures) right-aligned.
 */
export function printGrid(header: string[], rows: string[][], textColumns = 1): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < textColumns ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.info(line(header));
  console.info(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.info(line(row));
}
