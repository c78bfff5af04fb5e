import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordBodySchema } from '@app/contract/auth';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import { currentUser } from '../../../plugins/app/auth.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/change-password', {
    preHandler: app.authenticate,
    schema: { tags: ['users'], body: changePasswordBodySchema, response: { 200: messageSchema, 400: apiErrorSchema, 401: apiErrorSchema } },
  }, async (request) => {
    await app.accounts.changePassword(currentUser(request).id, request.body.oldPassword, request.body.password);
    return { message: 'Password Changed' };
  });
};
