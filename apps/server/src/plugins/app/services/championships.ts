import { servicePlugin } from './service-plugin.ts';
import {
  createChampionshipsService,
  type ChampionshipsService,
} from '../../../services/championships/championships-service.ts';
import { createWinnersService, type WinnersService } from '../../../services/winners/winners-service.ts';
import {
  createPrizeSigner,
  resolvePrizeSigningKey,
  type PrizeSigner,
} from '../../../services/winners/prize-signing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    championships: ChampionshipsService;
    winners: WinnersService;
    prizeSigner: PrizeSigner;
  }
}

/** Official championships as staff and admins keep them. */
export const championshipsServicePlugin = servicePlugin('championships', (app) => createChampionshipsService(app.db), {
  name: 'championships-service',
  dependencies: ['core'],
});

/** The key that signs prize codes and the page's public half. */
export const prizeSignerPlugin = servicePlugin(
  'prizeSigner',
  (app) => createPrizeSigner(resolvePrizeSigningKey(app.config.PRIZE_SIGNING_KEY, app.config.dataDir)),
  { name: 'prize-signer', dependencies: ['core'] },
);

/** Prize winners and their QR codes; verifying and mailing count against the throttle. */
export const winnersServicePlugin = servicePlugin(
  'winners',
  (app) => createWinnersService(app.db, app.throttle, app.prizeSigner),
  { name: 'winners-service', dependencies: ['core', 'throttle-service', 'prize-signer'] },
);
