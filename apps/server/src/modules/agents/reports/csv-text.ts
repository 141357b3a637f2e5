/** One CSV column: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string | number | boolean;
}

/**
 * A cell as RFC 4180 wants it (quoted when it holds a comma, a quote or a line break, quotes
 * doubled), and never a formula: a text starting with = + - @ or a tab gets a leading
 * apostrophe, so a member named "=HYPERLINK(…)" stays text in a spreadsheet; an amount such
 * as -12.50 keeps its minus sign.
 */
export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  const isFormula = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text);
  if (typeof value === 'string' && isFormula) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV text: a header line, then one line per row, CRLF line ends, UTF-8 BOM for Excel. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.cell(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
