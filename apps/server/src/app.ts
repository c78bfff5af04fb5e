import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { errorHandlerPlugin } from './plugins/app/error-handler.ts';
import { securityHeadersPlugin } from './plugins/external/security-headers.ts';
import { openapiPlugin } from './plugins/external/openapi.ts';
import { multipartPlugin } from './plugins/external/multipart.ts';
import { compressionPlugin } from './plugins/external/compression.ts';
import { servicesPlugin } from './plugins/app/services/index.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { sessionCookiesPlugin } from './plugins/app/session-cookies.ts';
import { consolePlugin, defaultWebDist } from './plugins/app/console.ts';
import { metricsPlugin } from './plugins/app/metrics.ts';
import { consoleScriptHashes } from './lib/inline-script-hashes.ts';
import { apiRoutes } from './routes/api/index.ts';
import { publicPagesRoutes } from './routes/public/public-pages.ts';
import { watchPagesRoutes } from './routes/public/watch-pages.ts';
import { redactedRequest } from './lib/log-redaction.ts';

/**
 * A hop count trusts that many proxies in front of the server, whoever they are (Fastify 5 refuses
 * a bare number, so it is spelled as a function): only safe when the server is reachable through
 * them alone. A list trusts exactly those addresses.
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export type BuildOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
};

/**
 * Whatever logger is asked for, requests are logged by path without secret query values (a reset or
 * invitation link's token) and without headers.
 */
function loggerOption(logger: FastifyServerOptions['logger'], level: string): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const options = typeof logger === 'object' ? logger : { level };
  return { ...options, serializers: { ...options.serializers, req: redactedRequest } };
}

/** Builds the whole app as a tree of plugins: external → our services → routes → console. */
export async function buildApp({ config, database, jwtSecret, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOption(logger, config.LOG_LEVEL),
    bodyLimit: 1024 * 1024,
    // Off by default: X-Forwarded-For is believed only from the proxies TRUST_PROXY names (request.ip).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Strip nothing silently: unknown fields are refused by the strict contract schemas instead.
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();
  // JSON (and multipart where a route takes files) only: any other content type answers 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  const webDist = config.WEB_DIST ?? defaultWebDist;
  await app.register(securityHeadersPlugin, { scriptHashes: consoleScriptHashes(webDist) });
  // Before every route and the console's static files (@fastify/compress's rule).
  await app.register(compressionPlugin);
  await app.register(openapiPlugin);
  await app.register(multipartPlugin);
  await app.register(servicesPlugin, { config, database, jwtSecret });
  await app.register(metricsPlugin);
  await app.register(sessionCookiesPlugin);
  await app.register(authPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(publicPagesRoutes);
  await app.register(watchPagesRoutes);
  await app.register(consolePlugin, { webDist });
  return app;
}
