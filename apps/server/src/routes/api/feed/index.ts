import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@app/contract/common';
import {
  feedFollowIgnoredBodySchema,
  feedStatusSchema,
  feedSyncAnswerSchema,
  feedSyncBodySchema,
} from '@app/contract/feed';
import { messageText } from '@app/contract/messages';
import { badRequest, coded, conflict } from '../../../lib/http-error.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['data feed'];

/** The fixtures feed's state and Sync now; admins only. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireRole('admin');

  app.get('/', { onRequest, schema: { tags, response: { 200: feedStatusSchema, ...errors } } }, async () =>
    app.feed.status(),
  );

  /** Starts a sync in the background and answers at once: the page follows it through GET. */
  app.post(
    '/sync',
    {
      onRequest,
      schema: { tags, body: feedSyncBodySchema.optional(), response: { 202: feedSyncAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      if (!app.feed.enabled) throw conflict(coded('feedOff'), 'feed.OFF');
      const body = request.body ?? {};
      if (body.competition && !app.feed.codes.includes(body.competition))
        throw badRequest(coded('chooseFeedCompetition'), 'feed.UNKNOWN_COMPETITION');
      void app.feed.syncNow(body);
      return reply.code(202).send({ message: messageText('feedSyncStarted') });
    },
  );

  /** A match deleted for good comes back with the next sync. */
  app.put(
    '/ignored/follow-feed',
    {
      onRequest,
      schema: { tags, body: feedFollowIgnoredBodySchema, response: { 200: feedSyncAnswerSchema, ...errors } },
    },
    async (request) => {
      await app.feed.followIgnoredAgain(request.body.source, request.body.externalId);
      return { message: messageText('feedMatchFollowedAgain') };
    },
  );
};
