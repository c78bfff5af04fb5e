import { servicePlugin } from './service-plugin.ts';
import { createTeamService, type TeamService } from '../../../services/team/team-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    team: TeamService;
  }
}

/** The bar's team; invitations queue their mail through the accounts service's outbox transaction. */
export const teamServicePlugin = servicePlugin('team', (app) => createTeamService(app.db, app.accounts), {
  name: 'team-service',
  dependencies: ['core', 'accounts-service'],
});
