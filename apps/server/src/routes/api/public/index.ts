import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_BAR_MESSAGES, publicBarParamsSchema } from '@app/contract/bar-profile';
import { apiErrorSchema } from '@app/contract/common';
import { notFound } from '../../../lib/http-error.ts';

/** Issue 17: what anyone may read without signing in. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicBars } = app;

  /** An accepted bar's broadcasts as iCalendar; 304 when the caller's copy is current. */
  app.get('/bars/:slug/calendar.ics', {
    schema: {
      tags: ['public'], params: publicBarParamsSchema,
      response: { 200: z.string(), 304: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
    },
  }, async (request, reply) => {
    const feed = await publicBars.calendar(request.params.slug);
    if (!feed) throw notFound(PUBLIC_BAR_MESSAGES.notFound);
    reply.header('etag', feed.etag).header('cache-control', 'public, max-age=300');
    if (request.headers['if-none-match']?.split(',').map((t) => t.trim()).includes(feed.etag)) return reply.code(304).send(null);
    return reply.type('text/calendar; charset=utf-8').header('content-disposition', `inline; filename="${request.params.slug}.ics"`).send(feed.body);
  });
};
