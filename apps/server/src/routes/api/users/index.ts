import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordBodySchema } from '@app/contract/auth';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import { inviteUserBodySchema, updateUserBodySchema, userIdParamsSchema, userListQuerySchema, userListSchema, userSchema } from '@app/contract/users';
import { currentUser } from '../../../plugins/app/auth.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['users'];

/** Every signed-in person changes their own password; admins manage the accounts (issue 13). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/change-password', {
    onRequest: app.authenticate,
    schema: { tags, body: changePasswordBodySchema, response: { 200: messageSchema, 400: apiErrorSchema, 401: apiErrorSchema } },
  }, async (request) => {
    await app.accounts.changePassword(currentUser(request).id, request.body.oldPassword, request.body.password);
    return { message: 'Password Changed' };
  });

  const admin = app.requireRole('admin');

  app.get('/', { onRequest: admin, schema: { tags, querystring: userListQuerySchema, response: { 200: userListSchema, ...errors } } },
    async (request) => app.users.list(request.query));

  app.post('/', { onRequest: admin, schema: { tags, body: inviteUserBodySchema, response: { 201: userSchema, ...errors } } }, async (request, reply) => {
    const user = await app.users.invite(currentUser(request), request.body);
    return reply.status(201).send(user);
  });

  app.patch('/:id', { onRequest: admin, schema: { tags, params: userIdParamsSchema, body: updateUserBodySchema, response: { 200: userSchema, ...errors } } },
    async (request) => app.users.update(currentUser(request), request.params.id, request.body));
};
