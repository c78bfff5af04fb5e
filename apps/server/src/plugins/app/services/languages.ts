import { servicePlugin } from './service-plugin.ts';
import type { Language } from '@app/contract/languages';
import { listLanguages } from '../../../services/championships/languages-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    languages: { list: (active?: boolean) => Promise<Language[]> };
  }
}

export const languagesServicePlugin = servicePlugin(
  'languages',
  (app) => ({ list: (active?: boolean) => listLanguages(app.db, active) }),
  { name: 'languages-service', dependencies: ['core'] },
);
