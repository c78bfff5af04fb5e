import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import {
  awardWinnerBodySchema,
  qrChampionshipsSchema,
  prizeVerifyKeySchema,
  verifyQueuedAnswerSchema,
  verifyQueuedBodySchema,
  verifyWinnerAnswerSchema,
  verifyWinnerBodySchema,
  winnerIdParamsSchema,
  winnerSchema,
  winnersListSchema,
  winnersQuerySchema,
} from '@app/contract/winners';
import {
  awardedWinnersSchema,
  awardPeriodBodySchema,
  awardProposalBodySchema,
  proposalsSchema,
} from '@app/contract/game';
import { currentBarId, currentUser } from '../../../plugins/app/auth.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['winners'];

/**
 * Prize winners: staff and admins record them and hand out QR codes; every role verifies a scan (a bar's people at
 * their bar).
 */
export const challengeWinnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('staff', 'admin');
  const scanners = app.requireRole('owner', 'manager', 'scanner', 'staff', 'admin');
  /**
   * Who scans, from the session: bar-side roles (owner, manager, scanner) redeem for their own bar; one without a bar
   * redeems none.
   */
  const verifierOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    const barSide = user.role !== 'staff' && user.role !== 'admin';
    return { id: user.id, barId: barSide ? currentBarId(request) : null, isOwner: barSide };
  };

  app.post(
    '/verify',
    {
      onRequest: scanners,
      schema: { tags, body: verifyWinnerBodySchema, response: { 200: verifyWinnerAnswerSchema, ...errors } },
    },
    async (request) => app.winners.verify(request.body.challengeWinnerId, verifierOf(request)),
  );

  app.post(
    '/verify-queued',
    {
      onRequest: scanners,
      schema: { tags, body: verifyQueuedBodySchema, response: { 200: verifyQueuedAnswerSchema, ...errors } },
    },
    async (request) => app.winners.verifyQueued(request.body.scans, verifierOf(request)),
  );

  app.get(
    '/verify-key',
    {
      onRequest: scanners,
      schema: { tags, response: { 200: prizeVerifyKeySchema, ...errors } },
    },
    async (_request, reply) => {
      // The scanner page keeps it for offline checks; a public key, but only scanners need it.
      void reply.header('cache-control', 'private, max-age=3600');
      return app.winners.verifyKey();
    },
  );

  app.get(
    '/championships',
    {
      onRequest: staff,
      schema: { tags, response: { 200: qrChampionshipsSchema, ...errors } },
    },
    async () => app.winners.qrChampionships(),
  );

  app.get(
    '/',
    {
      onRequest: staff,
      schema: { tags, querystring: winnersQuerySchema, response: { 200: winnersListSchema, ...errors } },
    },
    async (request) => app.winners.list(request.query.challengeId),
  );

  app.post(
    '/',
    {
      onRequest: staff,
      schema: { tags, body: awardWinnerBodySchema, response: { 201: winnerSchema, ...errors } },
    },
    async (request, reply) => {
      const winner = await app.winners.award(request.body, currentUser(request).id);
      return reply.status(201).send(winner);
    },
  );

  app.get(
    '/proposals',
    {
      onRequest: staff,
      schema: { tags, querystring: winnersQuerySchema, response: { 200: proposalsSchema, ...errors } },
    },
    async (request) => app.winnerProposals.list(request.query.challengeId),
  );

  app.post(
    '/from-leaderboard',
    {
      onRequest: staff,
      schema: { tags, body: awardProposalBodySchema, response: { 201: winnerSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await app.winnerProposals.award(request.body, currentUser(request).id)),
  );

  app.post(
    '/from-leaderboard/period',
    {
      onRequest: staff,
      schema: { tags, body: awardPeriodBodySchema, response: { 201: awardedWinnersSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send({ winners: await app.winnerProposals.awardPeriod(request.body, currentUser(request).id) }),
  );

  app.get(
    '/:id/qr.png',
    {
      onRequest: staff,
      schema: { tags, params: winnerIdParamsSchema, response: { 200: z.any().describe('image/png'), ...errors } },
    },
    async (request, reply) => {
      const { position, png } = await app.winners.qrCode(request.params.id);
      return reply
        .type('image/png')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="prize-qr-${position}.png"`)
        .send(png);
    },
  );

  app.post(
    '/:id/send',
    {
      onRequest: staff,
      schema: { tags, params: winnerIdParamsSchema, response: { 200: winnerSchema, ...errors } },
    },
    async (request) => app.winners.sendMail(request.params.id, currentUser(request).language),
  );

  app.post(
    '/:id/mail/retry',
    {
      onRequest: staff,
      schema: { tags, params: winnerIdParamsSchema, response: { 200: winnerSchema, 409: apiErrorSchema, ...errors } },
    },
    async (request) => app.winners.retryMail(request.params.id),
  );

  app.delete(
    '/:id',
    {
      onRequest: staff,
      schema: { tags, params: winnerIdParamsSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      await app.winners.remove(request.params.id);
      return { message: 'Winner removed' };
    },
  );
};
