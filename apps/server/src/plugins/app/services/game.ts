import { servicePlugin } from './service-plugin.ts';
import { createGameService, type GameService } from '../../../services/game/game-service.ts';
import { awardPeriod, awardProposal, listProposals } from '../../../services/game/proposals.ts';
import type { PrizeSigner } from '../../../services/winners/prize-signing.ts';
import { createTeamFollowsService, type TeamFollowsService } from '../../../services/game/team-follows.ts';
import type { AwardPeriodBody, AwardProposalBody } from '@app/contract/game';
import type { Database } from '../../../db/client.ts';

function createWinnerProposals(db: Database, signer: PrizeSigner) {
  return {
    list: (championshipId: string) => listProposals(db, championshipId),
    award: (body: AwardProposalBody, createdBy: string) => awardProposal(db, signer, body, createdBy),
    awardPeriod: (body: AwardPeriodBody, createdBy: string) => awardPeriod(db, signer, body, createdBy),
  };
}
type WinnerProposals = ReturnType<typeof createWinnerProposals>;

declare module 'fastify' {
  interface FastifyInstance {
    game: GameService;
    winnerProposals: WinnerProposals;
    teamFollows: TeamFollowsService;
  }
}

/** The championship game for players. */
export const gameServicePlugin = servicePlugin('game', (app) => createGameService(app.db, app.accounts), {
  name: 'game-service',
  dependencies: ['core', 'accounts-service'],
});

/** Winners proposed from the leaderboards. */
export const winnerProposalsServicePlugin = servicePlugin(
  'winnerProposals',
  (app) => createWinnerProposals(app.db, app.prizeSigner),
  { name: 'winner-proposals-service', dependencies: ['core', 'prize-signer'] },
);

/** The teams a player follows. */
export const teamFollowsServicePlugin = servicePlugin('teamFollows', (app) => createTeamFollowsService(app.db), {
  name: 'team-follows-service',
  dependencies: ['core'],
});
