import { servicePlugin } from './service-plugin.ts';
import {
  createChampionshipsService,
  type ChampionshipsService,
} from '../../../services/championships/championships-service.ts';
import { createWinnersService, type WinnersService } from '../../../services/winners/winners-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    championships: ChampionshipsService;
    winners: WinnersService;
  }
}

/** Official championships as staff and admins keep them. */
export const championshipsServicePlugin = servicePlugin('championships', (app) => createChampionshipsService(app.db), {
  name: 'championships-service',
  dependencies: ['core'],
});

/** Prize winners and their QR codes; verifying and mailing count against the throttle. */
export const winnersServicePlugin = servicePlugin('winners', (app) => createWinnersService(app.db, app.throttle), {
  name: 'winners-service',
  dependencies: ['core', 'throttle-service'],
});
