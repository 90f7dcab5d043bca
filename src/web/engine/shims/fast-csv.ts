/**
 * fast-csv's `writeToString` for the browser build, where fast-csv's stream-based entry point
 * (node:stream, node:fs) cannot load: the same FormatterOptions and RowFormatter do the
 * formatting, fed row by row instead of through a Transform stream (what CsvFormatterStream does).
 */
import { FormatterOptions, type FormatterOptionsArgs } from '@fast-csv/format/build/src/FormatterOptions.js';
import type { Row, RowArray } from '@fast-csv/format/build/src/types.js';
import { RowFormatter } from '@fast-csv/format/build/src/formatter/RowFormatter.js';

export async function writeToString(rows: Row[], options: FormatterOptionsArgs<Row, Row>): Promise<string> {
  const formatterOptions = new FormatterOptions(options);
  const formatter = new RowFormatter(formatterOptions);
  const run = (step: (cb: (error: Error | null, out?: RowArray) => void) => void) =>
    new Promise<string>((resolve, reject) => step((error, out) => (error ? reject(error) : resolve((out ?? []).join('')))));
  // As CsvFormatterStream does: the BOM goes out with the first row, so no rows means no BOM.
  let text = formatterOptions.writeBOM && rows.length > 0 ? formatterOptions.BOM : '';
  for (const row of rows) text += await run((cb) => formatter.format(row, cb));
  return text + (await run((cb) => formatter.finish(cb)));
}
