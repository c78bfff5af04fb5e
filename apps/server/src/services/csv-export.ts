import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** One column of an export: its header and how a row becomes the cell. */
export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
};

/**
 * The next batch of rows after `last` (null for the first batch), at most `limit` of them, in a
 * stable order. Keyset paging (`where (sort_key, id) > (last.sort_key, last.id) … limit n`)
 * keeps each batch cheap however deep the export goes, on PGlite and on PostgreSQL alike.
 * An empty or short batch ends the export.
 */
export type RowBatchSource<Row> = (last: Row | null, limit: number) => Promise<Row[]>;

export type CsvExportOptions = {
  /** Rows per database round trip; only one batch is held in memory at a time. */
  batchSize?: number;
};

const DEFAULT_BATCH_SIZE = 1000;

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection). Such a
 * cell is written with a leading apostrophe, which spreadsheets show as plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
}

/** What a dated entry's label says in an export; a label of a bar's own is written as it was typed. */
const DATE_LABEL_WORDS: Record<string, string> = { start_date: 'Start', end_date: 'End' };

/**
 * The Dates cell of both exports, written one way: each entry as 'Start: 2027-02-01',
 * the day in ISO 8601 (YYYY-MM-DD, a calendar day: the entries have no time), the label in words
 * instead of its key; entries in their stored order, joined by '; '. A day not in dd.mm.yyyy (a bar's
 * free text) is written as it was typed.
 */
export function exportDates(dates: readonly { date: string; label: string }[]): string {
  return dates
    .map(({ date, label }) => {
      const day = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date.trim());
      const written = day ? `${day[3]}-${day[2]}-${day[1]}` : date.trim();
      const words = DATE_LABEL_WORDS[label] ?? label.trim();
      return words ? `${words}: ${written}` : written;
    })
    .join('; ');
}

async function* recordsOf<Row>(
  columns: readonly CsvColumn<Row>[],
  source: RowBatchSource<Row>,
  first: Row[],
  batchSize: number,
) {
  let batch = first;
  for (;;) {
    for (const row of batch) yield columns.map((c) => cell(c.value(row)));
    const last = batch.at(-1);
    if (batch.length < batchSize || last === undefined) return;
    batch = await source(last, batchSize);
  }
}

/**
 * The CSV as a stream: header line, then the rows batch by batch through csv-stringify, with
 * backpressure, so a 100,000-row export never sits in memory. The first batch is read before
 * anything is returned, so a failing query still becomes an ordinary error answer.
 */
export async function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  source: RowBatchSource<Row>,
  options: CsvExportOptions = {},
): Promise<Readable> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const first = await source(null, batchSize);
  const stringifier = stringify({ header: true, columns: columns.map((c) => c.header), bom: false });
  // A failure after the first batch can only end the transfer: pipeline destroys the answer stream.
  pipeline(Readable.from(recordsOf(columns, source, first, batchSize)), stringifier, () => {});
  return stringifier;
}

/** A file name safe inside a Content-Disposition header. */
function safeFilename(name: string): string {
  return name.replace(/[^\w.-]+/g, '_') || 'export.csv';
}

/** Streams the export into the reply as a downloadable CSV file. */
export async function sendCsv<Row>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  source: RowBatchSource<Row>,
  options?: CsvExportOptions,
): Promise<FastifyReply> {
  const stream = await csvStream(columns, source, options);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeFilename(filename)}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
