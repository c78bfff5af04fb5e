import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@app/contract/common';
import {
  barBookingSchema,
  barBookingsAnswerSchema,
  barBookingsQuerySchema,
  bookingIdParamsSchema,
  declineBookingBodySchema,
} from '@app/contract/bookings';
import type { FastifyRequest } from 'fastify';
import { currentBarId, currentUser } from '../../../plugins/app/auth.ts';
import { coded, forbidden } from '../../../lib/http-error.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['bars'];

/** The caller's bar, from the session: another bar's booking is unknown here (404). */
function barOf(request: FastifyRequest): { barId: string; userId: string } {
  const { id } = currentUser(request);
  const barId = currentBarId(request);
  if (!barId) throw forbidden(coded('noBarLinked'));
  return { barId, userId: id };
}

/** The bar's bookings: its owner and managers read and answer them (a scanner only scans codes). */
export const barBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireRole('owner', 'manager');

  app.get(
    '/',
    {
      onRequest,
      schema: { tags, querystring: barBookingsQuerySchema, response: { 200: barBookingsAnswerSchema, ...errors } },
    },
    async (request) => app.bookings.forBar(barOf(request).barId, request.query),
  );

  app.post(
    '/:id/accept',
    { onRequest, schema: { tags, params: bookingIdParamsSchema, response: { 200: barBookingSchema, ...errors } } },
    async (request) => {
      const { barId, userId } = barOf(request);
      return app.bookings.accept(barId, userId, request.params.id);
    },
  );

  app.post(
    '/:id/decline',
    {
      onRequest,
      schema: {
        tags,
        params: bookingIdParamsSchema,
        body: declineBookingBodySchema,
        response: { 200: barBookingSchema, ...errors },
      },
    },
    async (request) => {
      const { barId, userId } = barOf(request);
      return app.bookings.decline(barId, userId, request.params.id, request.body.reason);
    },
  );
};
