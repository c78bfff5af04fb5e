import { servicePlugin } from './service-plugin.ts';
import { createServerMetrics, type ServerMetrics } from '../../../services/metrics/server-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What GET /metrics answers (plugins/app/metrics.ts); services count into it. */
    metrics: ServerMetrics;
  }
}

export const metricsServicePlugin = servicePlugin('metrics', () => createServerMetrics(), {
  name: 'metrics-service',
  dependencies: ['core'],
});
