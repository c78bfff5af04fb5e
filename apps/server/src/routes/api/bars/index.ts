import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  SEND_FOR_REVIEW_MESSAGES,
  barDetailsSchema,
  barIdParamsSchema,
  updateBarBodySchema,
} from '@app/contract/bar-details';
import { changeBroadcastAnswerSchema, changeBroadcastBodySchema, MATCH_MESSAGES } from '@app/contract/matches';
import {
  broadcastWarningsAnswerSchema,
  broadcastWarningsQuerySchema,
  specialDaySchema,
} from '@app/contract/bar-profile';
import { apiErrorSchema } from '@app/contract/common';
import { accountBarSchema, addBarBodySchema } from '@app/contract/account-bars';
import { barDemandAnswerSchema, barDemandQuerySchema } from '@app/contract/bar-demand';
import { currentBarId, currentUser } from '../../../plugins/app/auth.ts';
import { forbidden } from '../../../lib/http-error.ts';
import { assertCanReachBar, NOT_YOUR_BAR } from '../../../services/bar-details/bar-details-service.ts';
import { barBookingRoutes } from './bookings.ts';
import { barLeagueRoutes } from './leagues.ts';
import { barPictureRoutes } from './pictures.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The owner's bar (docs/product.md: owners their own, admins any) and the owner's broadcast switch. */
export const barsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { barDetails, consoleMatches, broadcastWarnings } = app;
  await app.register(barBookingRoutes, { prefix: '/bookings' });
  await app.register(barLeagueRoutes, { prefix: '/leagues' });
  await app.register(barPictureRoutes);

  /**
   * The bar a request names by its id (path or body) is one the person may read and edit: any for an
   * admin; else the current bar, or, for a person with several bars who named none by header, one of
   * theirs they own or manage — the id names the bar, so no header is needed beside it.
   */
  async function assertNamedBar(request: FastifyRequest, barId: string): Promise<void> {
    const user = currentUser(request);
    if (!user.mustChooseBar) return assertCanReachBar({ role: user.role, barId: currentBarId(request) }, barId);
    const held = await app.accountBars.list(user.id);
    if (!held.some((bar) => bar.id === barId.toLowerCase() && bar.role !== 'scanner')) throw forbidden(NOT_YOUR_BAR);
  }

  /** An owner adds a bar to their account: Pending, for the admins' review, as a new sign-up's bar. */
  app.post(
    '/',
    {
      onRequest: app.requireRole('owner'),
      schema: { tags: ['bars'], body: addBarBodySchema, response: { 201: accountBarSchema, ...errors } },
    },
    async (request, reply) => {
      const { id, email } = currentUser(request);
      return reply.status(201).send(await app.accountBars.add({ id, email }, request.body));
    },
  );

  app.get(
    '/:barId',
    {
      onRequest: app.requireRole('owner', 'manager', 'admin'),
      schema: { tags: ['bars'], params: barIdParamsSchema, response: { 200: barDetailsSchema, ...errors } },
    },
    async (request) => {
      await assertNamedBar(request, request.params.barId);
      return barDetails.get(request.params.barId);
    },
  );

  app.patch(
    '/',
    {
      onRequest: app.requireRole('owner', 'manager', 'admin'),
      schema: { tags: ['bars'], body: updateBarBodySchema, response: { 200: barDetailsSchema, ...errors } },
    },
    async (request) => {
      await assertNamedBar(request, request.body.barId);
      return barDetails.update(request.body);
    },
  );

  /**
   * The rejected bar goes back to Pending (their own bar, from the session; never an id from
   * the client). A manager does it too: a manager does all an owner does but the team.
   */
  app.post(
    '/send-for-review',
    {
      onRequest: app.requireRole('owner', 'manager'),
      schema: { tags: ['bars'], response: { 200: barDetailsSchema, ...errors } },
    },
    async (request) => {
      const barId = currentBarId(request);
      if (!barId) throw forbidden(SEND_FOR_REVIEW_MESSAGES.noBar);
      return barDetails.sendForReview(barId, currentUser(request).id);
    },
  );

  app.post(
    '/change-broadcast-status',
    {
      onRequest: app.requireRole('owner', 'manager'),
      schema: {
        tags: ['bars'],
        body: changeBroadcastBodySchema,
        response: { 200: changeBroadcastAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const barId = currentBarId(request);
      if (!barId) throw forbidden(MATCH_MESSAGES.noBar);
      const broadcasted = await consoleMatches.setBroadcast(barId, request.body.matchId, request.body.status);
      const warnings = broadcasted ? await broadcastWarnings.forMatch(barId, request.body.matchId) : [];
      return { message: MATCH_MESSAGES.broadcastSet, matchId: request.body.matchId, broadcasted, warnings };
    },
  );

  /** What switching a match on would warn about, without switching it (own bar). */
  app.get(
    '/broadcast-warnings',
    {
      onRequest: app.requireRole('owner', 'manager'),
      schema: {
        tags: ['bars'],
        querystring: broadcastWarningsQuerySchema,
        response: { 200: broadcastWarningsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const barId = currentBarId(request);
      if (!barId) throw forbidden(MATCH_MESSAGES.noBar);
      return { warnings: await broadcastWarnings.forMatch(barId, request.query.matchId) };
    },
  );

  /** The coming matches by what fans near the current bar do about them (its own bar, from the session). */
  app.get(
    '/demand',
    {
      onRequest: app.requireRole('owner', 'manager'),
      schema: {
        tags: ['bars'],
        querystring: barDemandQuerySchema,
        response: { 200: barDemandAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const barId = currentBarId(request);
      if (!barId) throw forbidden(MATCH_MESSAGES.noBar);
      return consoleMatches.demand(barId, request.query.km);
    },
  );

  /** 'Open longer that day': special hours for one date of the owner's bar. */
  app.put(
    '/special-hours',
    {
      onRequest: app.requireRole('owner', 'manager'),
      schema: { tags: ['bars'], body: specialDaySchema, response: { 200: barDetailsSchema, ...errors } },
    },
    async (request) => {
      const barId = currentBarId(request);
      if (!barId) throw forbidden(SEND_FOR_REVIEW_MESSAGES.noBar);
      return barDetails.setSpecialHours(barId, request.body);
    },
  );
};
