import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { errorHandlerPlugin } from './plugins/app/error-handler.ts';
import { securityHeadersPlugin } from './plugins/external/security-headers.ts';
import { openapiPlugin } from './plugins/external/openapi.ts';
import { multipartPlugin } from './plugins/external/multipart.ts';
import { servicesPlugin } from './plugins/app/services.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { usersServicePlugin } from './plugins/app/services/users.ts';
import { teamServicePlugin } from './plugins/app/services/team.ts';
import { auditLogServicePlugin } from './plugins/app/services/audit-log.ts';
import { consolePlugin, defaultWebDist } from './plugins/app/console.ts';
import { apiRoutes } from './routes/api/index.ts';

export type BuildOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole app as a tree of plugins: external → our services → routes → console. */
export async function buildApp({ config, database, jwtSecret, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    // Strip nothing silently: unknown fields are refused by the strict contract schemas instead.
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();
  // JSON (and multipart where a route takes files) only: any other content type answers 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(openapiPlugin);
  await app.register(multipartPlugin);
  await app.register(servicesPlugin, { config, database, jwtSecret });
  await app.register(authPlugin);
  await app.register(usersServicePlugin);
  await app.register(teamServicePlugin);
  await app.register(auditLogServicePlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(consolePlugin, { webDist: config.WEB_DIST ?? defaultWebDist });
  return app;
}
