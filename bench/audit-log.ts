/**
 * The audit log's keyset paging at 10,000 and 1,000,000 rows (PGlite in a temp folder): the first
 * page and a deep page (the cursor near the oldest entry), unfiltered and for one person, each the
 * median of several reads. Prints ratios (deep / first, and 1M / 10k), never pass/fail.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { encodeCursor, listAuditLog } from '../apps/server/src/services/audit/audit-log-service.ts';
import { auditQuerySchema } from '@app/contract/audit';

const SIZES = [10_000, Number(process.env['BENCH_AUDIT_ROWS'] ?? 1_000_000)];
const READS = 15;
const ACTORS = 50;
const out = (line = '') => process.stdout.write(`${line}\n`);

async function fill(database: DatabaseHandle, rows: number): Promise<void> {
  // Bulk, in slices: jsonb before/after like a real one-field update, spread over 50 people and a year.
  for (let from = 1; from <= rows; from += 200_000) {
    const to = Math.min(rows, from + 199_999);
    await database.db.execute(sql`
      insert into audit_log (at, actor_id, action, operation, entity_kind, entity_id, before, after)
      select now() - make_interval(secs => (${rows} - g) * 30),
             ('00000000-0000-4000-8000-' || lpad((g % ${ACTORS})::text, 12, '0'))::uuid,
             'PUT /api/bar/update-starred', 'update', 'bar', md5(g::text),
             jsonb_build_object('starred', false), jsonb_build_object('starred', true)
      from generate_series(${from}::int, ${to}::int) g`);
  }
  await database.db.execute(sql`analyze audit_log`);
}

async function median(read: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < READS; i += 1) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(READS / 2)]!;
}

export async function runAuditLogBench(): Promise<void> {
  out();
  out(`audit log: keyset pages (median of ${READS} reads, ms)`);
  const firsts: number[] = [];
  for (const rows of SIZES) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-bench-audit-'));
    const database = await openDatabase({ dataDir: path.join(dir, 'db') });
    try {
      await database.migrate();
      const started = performance.now();
      await fill(database, rows);
      const fillSeconds = (performance.now() - started) / 1000;
      const deepCursor = encodeCursor(String(Math.max(2, Math.floor(rows * 0.01))));
      const actor = '00000000-0000-4000-8000-000000000007';
      const q = (query: Record<string, string>) => listAuditLog(database.db, auditQuerySchema.parse(query));
      const first = await median(() => q({}));
      const deep = await median(() => q({ cursor: deepCursor }));
      const personFirst = await median(() => q({ actorId: actor }));
      const personDeep = await median(() => q({ actorId: actor, cursor: deepCursor }));
      firsts.push(first);
      out(
        `  ${rows.toLocaleString('en-US').padStart(9)} rows (filled in ${fillSeconds.toFixed(1)} s): first ${first.toFixed(2)}, deep ${deep.toFixed(2)} (deep/first ${(deep / first).toFixed(2)}); one person: first ${personFirst.toFixed(2)}, deep ${personDeep.toFixed(2)} (deep/first ${(personDeep / personFirst).toFixed(2)})`,
      );
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (firsts.length === 2)
    out(
      `  first page at ${SIZES[1]!.toLocaleString('en-US')} / at ${SIZES[0]!.toLocaleString('en-US')} rows: ${(firsts[1]! / firsts[0]!).toFixed(2)}`,
    );
}
