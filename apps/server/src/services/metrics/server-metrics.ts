import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionStats } from '../../db/connection-stats.ts';

/**
 * The server's metrics for an operator (GET /metrics, Prometheus text format): a registry of this
 * app's own, so two apps in one process (tests, two instances) never count into each other.
 * Counters are kept from the start; what is read at scrape time (pools, job tables) is given by
 * `readAtScrape` when /metrics is turned on.
 */
export function createServerMetrics() {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: "Time from the request's arrival to its answer, by method and route pattern",
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const drawnPages = new Counter({
    name: 'matchday_drawn_pages_total',
    help: 'Console pages sent with their first screen drawn by the server',
    registers: [registry],
  });
  // The reason: person-budget, instance-budget or failed.
  const undrawnPages = new Counter({
    name: 'matchday_pages_served_undrawn_total',
    help: 'Pages the server would have drawn, sent plain (the browser draws them), by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const drawing = new Gauge({
    name: 'matchday_drawn_pages_in_progress',
    help: "Drawn pages being read, drawn or compressed now (the instance's budget bounds it)",
    registers: [registry],
  });
  const throttleRefusals = new Counter({
    name: 'matchday_throttle_refusals_total',
    help: "Requests refused or held back by a throttle, by rule (the throttle key's first part)",
    labelNames: ['rule'] as const,
    registers: [registry],
  });
  return {
    registry,
    requests,
    duration,
    drawnPages,
    undrawnPages,
    drawing,
    throttleRefusals,
    /** A refusal of the throttle keyed `key` (`signin:address:…`): counted by the key's first part only. */
    throttleRefused(key: string): void {
      throttleRefusals.inc({ rule: key.split(':', 1)[0] ?? 'unknown' });
    },
    /** Turns on what /metrics reads when scraped: the process's own (event-loop lag, memory, GC) and the app's. */
    readAtScrape(sources: ScrapeSources): void {
      collectDefaultMetrics({ register: registry });
      new Gauge({
        name: 'matchday_db_connections',
        help: 'Database connections by pool and state (PGlite: its one connection)',
        labelNames: ['pool', 'state'] as const,
        registers: [registry],
        collect() {
          for (const pool of sources.connections()) {
            this.set({ pool: pool.pool, state: 'total' }, pool.total);
            this.set({ pool: pool.pool, state: 'idle' }, pool.idle);
          }
        },
      });
      new Gauge({
        name: 'matchday_db_waiting',
        help: 'Queries waiting for a database connection, by pool (PGlite: statements waiting for its one connection)',
        labelNames: ['pool'] as const,
        registers: [registry],
        collect() {
          for (const pool of sources.connections()) this.set({ pool: pool.pool }, pool.waiting);
        },
      });
      new Gauge({
        name: 'matchday_jobs',
        help: 'Background jobs by queue (mail, scoring, feed) and state (pending, failed), read from their tables',
        labelNames: ['queue', 'state'] as const,
        registers: [registry],
        async collect() {
          for (const row of await sources.jobs()) this.set({ queue: row.queue, state: row.state }, row.count);
        },
      });
    },
  };
}

export type JobCount = { queue: 'mail' | 'scoring' | 'feed'; state: 'pending' | 'failed'; count: number };
export type ScrapeSources = { connections: () => ConnectionStats[]; jobs: () => Promise<JobCount[]> };
export type ServerMetrics = ReturnType<typeof createServerMetrics>;
