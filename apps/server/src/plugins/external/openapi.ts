import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BAR_HEADER } from '@app/contract/account-bars';
import { isAuthGuard } from '../app/auth.ts';
import { OPERATIONS, operationKey } from '../../routes/api/operations.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** API routes registered without an entry in routes/api/operations.ts (a test keeps this empty). */
    undocumentedOperations: string[];
  }
}

/**
 * The OpenAPI document at /api/openapi.json. Each API route gets its operationId and summary from
 * the central table, and its security requirement from its own onRequest hooks: bearer or the
 * console's session cookie when an auth guard is among them, an explicit empty list (public) otherwise — so the
 * document cannot claim a route is open when it is guarded, or the reverse.
 */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Matchday Console API',
          version: '1.0.0',
          description:
            'The back-office API of Matchday Console. Sign in with POST /api/authentication/signin and send the access token as a bearer token. ' +
            'The console itself signs in with POST /api/authentication/session: its session is in HttpOnly cookies, and its writes carry the x-csrf-token header. ' +
            `An account with a role in several bars names the bar each request acts on with the ${BAR_HEADER} header (the bars and roles are in GET /api/authentication/me); with one bar the header may be left out.`,
          license: { name: 'Proprietary', url: 'https://example.com/license' },
        },
        servers: [{ url: '/', description: 'This server' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // The console's: a write by it also carries the x-csrf-token header.
            session: { type: 'apiKey', in: 'cookie', name: 'session' },
          },
        },
      },
      // A prefixed '/' route answers with and without the slash; the document names it without.
      transform: (input) => {
        const out = jsonSchemaTransform(input);
        const url = out.url.length > 1 ? out.url.replace(/\/$/, '') : out.url;
        return isGuarded(input.route) ? { url, schema: withBarHeader(out.schema) } : { ...out, url };
      },
    });

    const undocumented: string[] = [];
    app.decorate('undocumentedOperations', undocumented);
    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      if (
        !url.startsWith('/api/') ||
        route.method === 'HEAD' ||
        (Array.isArray(route.method) && route.method.includes('HEAD'))
      )
        return;
      if (route.schema?.hide) return;
      for (const method of [route.method].flat()) {
        const key = operationKey(method, url);
        const info = OPERATIONS[key];
        if (!info) undocumented.push(key);
        route.schema = {
          ...route.schema,
          ...(info ? { operationId: info.operationId, summary: info.summary } : {}),
          security: isGuarded(route) ? [{ bearer: [] }, { session: [] }] : [],
        };
      }
    });
  },
  { name: 'openapi' },
);

/** Every signed-in operation says how a person with several bars names the bar it acts on. */
function withBarHeader<S extends { headers?: unknown }>(schema: S): S {
  const headers = (schema.headers ?? { type: 'object', properties: {} }) as { properties?: Record<string, unknown> };
  return {
    ...schema,
    headers: {
      ...headers,
      properties: {
        ...headers.properties,
        [BAR_HEADER]: {
          type: 'string',
          format: 'uuid',
          description:
            "The bar this request acts on, for an account with a role in several bars: without it a bar's operation answers 400 (auth.CHOOSE_BAR). " +
            'With one bar it may be left out. A bar the account holds no role in is refused (403), whether or not it exists.',
        },
      },
    },
  };
}

function isGuarded(route: RouteOptions): boolean {
  return [route.onRequest ?? []].flat().some((hook) => isAuthGuard(hook));
}
