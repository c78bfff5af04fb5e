import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { collectQueued, type BackgroundQueue } from '../../../lib/queued-work.ts';
import type { PollingWorker } from '../../../lib/polling-worker.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The background queues this request handed work to (lib/queued-work.ts). */
    queuedWork: Set<BackgroundQueue> | null;
  }
}

/**
 * Notes what each request queues for the background workers. Opened in preHandler, as the audit's
 * store is: a store opened before the body is read would not reach the handler.
 */
export const queuedWorkPlugin = fp(
  async (app) => {
    app.decorateRequest('queuedWork', null);
    app.addHook('preHandler', (request, _reply, done) => {
      const queued = new Set<BackgroundQueue>();
      request.queuedWork = queued;
      collectQueued(queued, done);
    });
  },
  { name: 'queued-work', dependencies: ['core'] },
);

/** Kicks `worker` after a request that queued work for it: its transaction has committed by then. */
export function kickAfterQueuingRequests(
  app: FastifyInstance,
  queue: BackgroundQueue,
  worker: Pick<PollingWorker, 'kick'>,
): void {
  app.addHook('onResponse', async (request) => {
    if (request.queuedWork?.has(queue)) worker.kick();
  });
}
