import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { barDetailsSchema, barIdParamsSchema, updateBarBodySchema } from '@app/contract/bar-details';
import { changeBroadcastAnswerSchema, changeBroadcastBodySchema, MATCH_MESSAGES } from '@app/contract/matches';
import { apiErrorSchema } from '@app/contract/common';
import { currentUser } from '../../../plugins/app/auth.ts';
import { forbidden } from '../../../lib/http-error.ts';
import { assertCanReachBar, createBarDetailsService } from '../../../services/bar-details/bar-details-service.ts';
import { createConsoleMatchesService } from '../../../services/matches/console-matches-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The owner's bar (PRODUCT.md: owners their own, admins any) and the owner's broadcast switch. */
export const barsRoutes: FastifyPluginAsyncZod = async (app) => {
  const barDetails = createBarDetailsService(app.db);
  const consoleMatches = createConsoleMatchesService(app.db);

  app.get('/:barId', {
    onRequest: app.requireRole('owner', 'manager', 'admin'),
    schema: { tags: ['bars'], params: barIdParamsSchema, response: { 200: barDetailsSchema, ...errors } },
  }, async (request) => {
    assertCanReachBar(currentUser(request), request.params.barId);
    return barDetails.get(request.params.barId);
  });

  app.patch('/', {
    onRequest: app.requireRole('owner', 'manager', 'admin'),
    schema: { tags: ['bars'], body: updateBarBodySchema, response: { 200: barDetailsSchema, ...errors } },
  }, async (request) => {
    assertCanReachBar(currentUser(request), request.body.barId);
    return barDetails.update(request.body);
  });

  app.post('/change-broadcast-status', {
    onRequest: app.requireRole('owner', 'manager'),
    schema: { tags: ['bars'], body: changeBroadcastBodySchema, response: { 200: changeBroadcastAnswerSchema, ...errors } },
  }, async (request) => {
    const { barId } = currentUser(request);
    if (!barId) throw forbidden(MATCH_MESSAGES.noBar);
    const broadcasted = await consoleMatches.setBroadcast(barId, request.body.matchId, request.body.status);
    return { message: MATCH_MESSAGES.broadcastSet, matchId: request.body.matchId, broadcasted };
  });
};
