import type { FastifyPluginAsync } from 'fastify';
import { authenticationRoutes } from './authentication/index.ts';
import { usersRoutes } from './users/index.ts';
import { healthRoutes } from './health/index.ts';
import { barsRoutes } from './bars/index.ts';
import { matchesRoutes } from './matches/index.ts';
import { competitionsRoutes } from './competitions/index.ts';
import { matchAdminRoutes } from './match/index.ts';
import { barAdminRoutes } from './bar/index.ts';
import { languagesRoutes } from './languages/index.ts';
import { challengesRoutes } from './challenges/index.ts';
import { mediaRoutes } from './media/index.ts';
import { challengeWinnersRoutes } from './challenge-winners/index.ts';
import { teamRoutes } from './team/index.ts';
import { auditLogRoutes } from './audit-log/index.ts';
import { publicRoutes } from './public/index.ts';

/** Every API resource, each a plugin under its SPEC.md path. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(authenticationRoutes, { prefix: '/authentication' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(barsRoutes, { prefix: '/bars' });
  await app.register(matchesRoutes, { prefix: '/matches' });
  await app.register(competitionsRoutes, { prefix: '/competitions' });
  await app.register(matchAdminRoutes, { prefix: '/match' });
  await app.register(barAdminRoutes, { prefix: '/bar' });
  await app.register(languagesRoutes, { prefix: '/languages' });
  await app.register(challengesRoutes, { prefix: '/challenges' });
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(challengeWinnersRoutes, { prefix: '/challenge-winners' });
  await app.register(teamRoutes, { prefix: '/team' });
  await app.register(auditLogRoutes, { prefix: '/audit-log' });
  await app.register(publicRoutes, { prefix: '/public' });
};
