import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import {
  inviteTeamMemberBodySchema,
  TEAM_CODES,
  TEAM_MESSAGES,
  teamListSchema,
  teamMemberParamsSchema,
  teamMemberSchema,
} from '@app/contract/team';
import { currentBarId, currentUser } from '../../../plugins/app/auth.ts';
import { forbidden } from '../../../lib/http-error.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['team'];

/** The bar's team: the owner only (not a manager). The bar is the owner's own, from the session. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = app.requireRole('owner');
  const ownerWithBar = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    const barId = currentBarId(request);
    if (!barId) throw forbidden(TEAM_MESSAGES.noBar, TEAM_CODES.noBar);
    return { id: user.id, nickname: user.nickname, barId };
  };

  app.get(
    '/',
    { onRequest: owner, schema: { tags, response: { 200: teamListSchema, ...errors } } },
    async (request) => ({ items: await app.team.list(ownerWithBar(request).barId) }),
  );

  app.post(
    '/',
    {
      onRequest: owner,
      schema: { tags, body: inviteTeamMemberBodySchema, response: { 201: teamMemberSchema, ...errors } },
    },
    async (request, reply) => {
      const member = await app.team.invite(ownerWithBar(request), request.body);
      return reply.status(201).send(member);
    },
  );

  app.post(
    '/:userId/invitation',
    {
      onRequest: owner,
      schema: { tags, params: teamMemberParamsSchema, response: { 200: teamMemberSchema, ...errors } },
    },
    async (request) => {
      const from = { ...ownerWithBar(request), language: currentUser(request).language };
      return app.team.resendInvitation(from, request.params.userId);
    },
  );

  app.delete(
    '/:userId',
    { onRequest: owner, schema: { tags, params: teamMemberParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await app.team.remove(ownerWithBar(request).barId, request.params.userId);
      app.securityEvents.record('account.deactivated', {
        ip: request.ip,
        userId: request.params.userId,
        reason: 'removed from the bar team by its owner',
      });
      return { message: TEAM_MESSAGES.removed };
    },
  );
};
