import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, messageSchema, uuidSchema } from '@app/contract/common';
import { notFound } from '../../../lib/http-error.ts';

const tags = ['play'];
const linkQuerySchema = z.strictObject({ user: uuidSchema, sig: z.string().min(1).max(100) });
const INVALID_LINK = 'This unsubscribe link is not valid';
const DONE = 'You will get no more reminders before the lock. You can turn them on again on your account page.';

/** A page of the server's own, with nothing a person typed in it. */
const page = (
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Matchday reminders</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font:inherit;font-weight:600;min-height:44px;padding:0 16px;border-radius:8px;border:0;background:#0b5d3b;color:#fff}</style></head><body>${body}</body></html>`;

/**
 * A reminder mail's unsubscribe link (RFC 8058). A mail client's one-click posts
 * `List-Unsubscribe=One-Click`; a person who opens the link gets a page whose one button posts the
 * same. Opening it changes nothing, so a mail scanner that follows links unsubscribes no one.
 */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one-click body and the page's form: form-encoded, whose fields the route does not need.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  app.get('/unsubscribe', { schema: { tags, querystring: linkQuerySchema } }, async (request, reply) => {
    const action = `?user=${encodeURIComponent(request.query.user)}&sig=${encodeURIComponent(request.query.sig)}`;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page(`<h1>Stop the reminders?</h1><p>Matchday mails you before your matches close for predictions.</p>
<form method="post" action="${action.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop the reminders</button></form>`);
  });

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        querystring: linkQuerySchema,
        response: { 200: z.union([messageSchema, z.string()]), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await app.predictionReminders.unsubscribe(request.query.user, request.query.sig)))
        throw notFound(INVALID_LINK, 'reminders.INVALID_LINK');
      // The page's button: a page again; a mail client's one-click: the answer alone.
      if (request.headers.accept?.includes('text/html')) {
        return reply
          .type('text/html; charset=utf-8')
          .serializer(String)
          .send(page(`<h1>Done</h1><p>${DONE}</p>`));
      }
      return { message: DONE };
    },
  );
};
