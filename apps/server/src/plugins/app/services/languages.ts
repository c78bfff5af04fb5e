import fp from 'fastify-plugin';
import type { Language } from '@app/contract/languages';
import { listLanguages } from '../../../services/championships/languages-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    languages: { list: (active?: boolean) => Promise<Language[]> };
  }
}

export const languagesServicePlugin = fp(async (app) => {
  app.decorate('languages', { list: (active?: boolean) => listLanguages(app.db, active) });
}, { name: 'languages-service', dependencies: ['core'] });
