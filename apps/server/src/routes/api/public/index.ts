import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_BAR_MESSAGES, publicBarMatchParamsSchema, publicBarParamsSchema } from '@app/contract/bar-profile';
import { apiErrorSchema } from '@app/contract/common';
import {
  publicMatchBarsQuerySchema,
  publicMatchBarsSchema,
  publicMatchesQuerySchema,
  publicMatchListSchema,
  publicMatchParamsSchema,
  shareImageQuerySchema,
} from '@app/contract/public-matches';
import { coded, notFound } from '../../../lib/http-error.ts';
import { matchesEtag, PUBLIC_CACHE_CONTROL } from '../../../lib/public-cache.ts';
import { publicThrottle } from '../../public/public-throttle.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** What anyone may read without signing in, throttled per client address. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicBars, publicMatches } = app;
  app.addHook('onRequest', publicThrottle(app));

  /**
   * The coming matches (14 days from now, or from..to), searchable, by competition and city, with the public bars
   * showing each.
   */
  app.get(
    '/matches',
    {
      schema: {
        tags: ['public'],
        querystring: publicMatchesQuerySchema,
        response: { 200: publicMatchListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return publicMatches.list(request.query);
    },
  );

  /** The public bars showing one match: nearest first with `near`, else by city and name. */
  app.get(
    '/matches/:id/bars',
    {
      schema: {
        tags: ['public'],
        params: publicMatchParamsSchema,
        querystring: publicMatchBarsQuerySchema,
        response: { 200: publicMatchBarsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      const answer = await publicMatches.bars(request.params.id, request.query);
      if (!answer) throw notFound(coded('publicMatchNotFound'), 'public.MATCH_NOT_FOUND');
      return answer;
    },
  );

  /** A match's link preview picture (Open Graph's large card), as the match page names it in its head. */
  app.get(
    '/matches/:id/share.png',
    {
      schema: {
        tags: ['public'],
        params: publicMatchParamsSchema,
        querystring: shareImageQuerySchema,
        response: { 200: z.any().describe('The picture, PNG'), 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const image = await publicMatches.shareImage(request.params.id, request.query.lang ?? 'en', request.query.tz);
      if (!image) throw notFound(coded('publicMatchNotFound'), 'public.MATCH_NOT_FOUND');
      // Its address names what it shows (`v`): previews may keep it a day.
      reply.header('cache-control', 'public, max-age=86400').header('etag', image.etag);
      if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send(null);
      return reply.type('image/png').send(image.png);
    },
  );

  /** An accepted bar's broadcasts as iCalendar; 304 when the caller's copy is current. */
  app.get(
    '/bars/:slug/calendar.ics',
    {
      schema: {
        tags: ['public'],
        params: publicBarParamsSchema,
        response: { 200: z.string(), 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      // As the public pages: caches ask every time and keep the bytes by ETag.
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      const feed = await publicBars.calendar(request.params.slug);
      if (!feed) throw notFound(PUBLIC_BAR_MESSAGES.notFound);
      reply.header('etag', feed.etag);
      if (matchesEtag(request.headers['if-none-match'], feed.etag)) return reply.code(304).send(null);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="${request.params.slug}.ics"`)
        .send(feed.body);
    },
  );

  /** One match at an accepted bar as iCalendar: the event a fan adds, updated when the match moves. */
  app.get(
    '/bars/:slug/matches/:matchId/calendar.ics',
    {
      schema: {
        tags: ['public'],
        params: publicBarMatchParamsSchema,
        response: { 200: z.string(), 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      const { slug, matchId } = request.params;
      const event = await publicBars.matchCalendar(slug, matchId);
      if (!event) throw notFound(PUBLIC_BAR_MESSAGES.matchNotShown);
      reply.header('etag', event.etag);
      if (matchesEtag(request.headers['if-none-match'], event.etag)) return reply.code(304).send(null);
      // An attachment: a phone offers to add the event to its calendar rather than show the text.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${slug}-${matchId}.ics"`)
        .send(event.body);
    },
  );
};
