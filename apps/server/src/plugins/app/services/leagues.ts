import { servicePlugin } from './service-plugin.ts';
import { createLeagueService, type LeagueService } from '../../../services/leagues/league-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leagues: LeagueService;
  }
}

/** Private leagues inside the championships, their boards read from the official ones. */
export const leaguesServicePlugin = servicePlugin('leagues', (app) => createLeagueService(app.db), {
  name: 'leagues-service',
  dependencies: ['core'],
});
