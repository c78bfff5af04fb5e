import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@app/contract/common';
import {
  barMatchParamsSchema,
  barMatchVisitSchema,
  bookingIdParamsSchema,
  bookingRequestBodySchema,
  fanBookingSchema,
  fanBookingsAnswerSchema,
  goingAnswerSchema,
} from '@app/contract/bookings';
import { currentUser } from '../../../plugins/app/auth.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['play'];

/** A signed-in fan's bookings and "I'm going": always the session's player, never an id from the client. */
export const playBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireRole('player');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/bookings',
    { onRequest, schema: { tags, body: bookingRequestBodySchema, response: { 201: fanBookingSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await app.bookings.request(currentUser(request).id, request.body)),
  );

  app.get(
    '/bookings',
    { onRequest, schema: { tags, response: { 200: fanBookingsAnswerSchema, ...errors } } },
    async (request) => app.bookings.mine(currentUser(request).id),
  );

  app.post(
    '/bookings/:id/cancel',
    { onRequest, schema: { tags, params: bookingIdParamsSchema, response: { 200: fanBookingSchema, ...errors } } },
    async (request) => app.bookings.cancel(currentUser(request).id, request.params.id),
  );

  app.get(
    '/bars/:slug/matches/:matchId',
    { onRequest, schema: { tags, params: barMatchParamsSchema, response: { 200: barMatchVisitSchema, ...errors } } },
    async (request) => app.bookings.visit(currentUser(request).id, request.params.slug, request.params.matchId),
  );

  app.put(
    '/bars/:slug/matches/:matchId/going',
    { onRequest, schema: { tags, params: barMatchParamsSchema, response: { 200: goingAnswerSchema, ...errors } } },
    async (request) =>
      app.bookings.setGoing(currentUser(request).id, request.params.slug, request.params.matchId, true),
  );

  app.delete(
    '/bars/:slug/matches/:matchId/going',
    { onRequest, schema: { tags, params: barMatchParamsSchema, response: { 200: goingAnswerSchema, ...errors } } },
    async (request) =>
      app.bookings.setGoing(currentUser(request).id, request.params.slug, request.params.matchId, false),
  );
};
