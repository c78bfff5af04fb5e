import fp from 'fastify-plugin';
import { createTeamService, type TeamService } from '../../../services/team/team-service.ts';
import { sendPasswordLinkMail } from '../../../services/auth/password-link-mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    team: TeamService;
  }
}

export const teamServicePlugin = fp(async (app) => {
  app.decorate('team', createTeamService(app.db, app.accounts, (link) => sendPasswordLinkMail(app.mailer, app.publicUrl, link)));
}, { name: 'team-service', dependencies: ['services'] });
