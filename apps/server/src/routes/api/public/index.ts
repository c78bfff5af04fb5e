import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_BAR_MESSAGES, publicBarParamsSchema } from '@app/contract/bar-profile';
import { apiErrorSchema } from '@app/contract/common';
import { notFound } from '../../../lib/http-error.ts';
import { matchesEtag, PUBLIC_CACHE_CONTROL } from '../../../lib/public-cache.ts';

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
    // As the public pages: caches ask every time and keep the bytes by ETag (decision 049).
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    const feed = await publicBars.calendar(request.params.slug);
    if (!feed) throw notFound(PUBLIC_BAR_MESSAGES.notFound);
    reply.header('etag', feed.etag);
    if (matchesEtag(request.headers['if-none-match'], feed.etag)) return reply.code(304).send(null);
    return reply.type('text/calendar; charset=utf-8').header('content-disposition', `inline; filename="${request.params.slug}.ics"`).send(feed.body);
  });
};
