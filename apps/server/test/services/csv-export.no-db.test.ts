import { describe, expect, it } from 'vitest';
import { csvStream, type CsvColumn, type RowBatchSource } from '../../src/services/csv-export.ts';
import { parseCsv } from '../helpers/parse-csv.ts';

type Row = { id: number; name: string };
const columns: CsvColumn<Row>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
];

/** `total` rows in id order, served after the last row seen; records every request. */
function source(total: number, calls: (number | null)[] = [], pad = 0): RowBatchSource<Row> {
  return async (last, limit) => {
    calls.push(last?.id ?? null);
    const start = last ? last.id + 1 : 0;
    return Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => ({
      id: start + i,
      name: `row ${start + i}${'.'.repeat(pad)}`,
    }));
  };
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('csvStream', () => {
  it('writes the header and every row, asking for each batch after the last row sent', async () => {
    const calls: (number | null)[] = [];
    const rows = parseCsv(await readAll(await csvStream(columns, source(25, calls), { batchSize: 10 })));
    expect(rows[0]).toEqual(['Id', 'Name']);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(calls).toEqual([null, 9, 19]);
  });

  it('asks once more when the last batch was full, and writes only the header for no rows', async () => {
    const calls: (number | null)[] = [];
    await readAll(await csvStream(columns, source(20, calls), { batchSize: 10 }));
    expect(calls).toEqual([null, 9, 19]);
    expect(await readAll(await csvStream(columns, source(0), { batchSize: 10 }))).toBe('Id,Name\n');
  });

  it('reads the database only as fast as the answer is consumed', async () => {
    const calls: (number | null)[] = [];
    // 100,000 rows of about 110 bytes: 1,000 batches in all.
    const stream = await csvStream(columns, source(100_000, calls, 100), { batchSize: 100 });
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await new Promise((resolve) => setImmediate(resolve));
    // Only what fits the stream buffers (some 64 KiB each) is read ahead, never the whole table.
    expect(calls.length).toBeLessThan(50);
    stream.destroy();
  });

  it('writes a cell that a spreadsheet would run as a formula as text', async () => {
    const one: RowBatchSource<Row> = async (last) =>
      last
        ? []
        : [
            { id: 1, name: '=1+2' },
            { id: 2, name: '@SUM(A1)' },
            { id: 3, name: 'a "b", c' },
          ];
    const rows = parseCsv(await readAll(await csvStream(columns, one, { batchSize: 10 })));
    expect(rows.slice(1)).toEqual([
      ['1', "'=1+2"],
      ['2', "'@SUM(A1)"],
      ['3', 'a "b", c'],
    ]);
  });

  it('fails before anything is sent when the first batch fails', async () => {
    const failing: RowBatchSource<Row> = async () => {
      throw new Error('database down');
    };
    await expect(csvStream(columns, failing)).rejects.toThrow('database down');
  });
});
