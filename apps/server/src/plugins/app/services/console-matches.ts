import { servicePlugin } from './service-plugin.ts';
import {
  createConsoleMatchesService,
  type ConsoleMatchesService,
} from '../../../services/matches/console-matches-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    consoleMatches: ConsoleMatchesService;
  }
}

/** One instance for /matches, /competitions and /bars, so they share one count cache. */
export const consoleMatchesServicePlugin = servicePlugin(
  'consoleMatches',
  (app) => createConsoleMatchesService(app.db),
  { name: 'console-matches-service', dependencies: ['core'] },
);
