import { LEAGUE_CODES, LEAGUE_MESSAGES } from '@app/contract/leagues';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';

/** One answer for a league that does not exist and one the caller is not in: ids cannot be probed. */
export const leagueNotFound = () => notFound(LEAGUE_MESSAGES.leagueNotFound, LEAGUE_CODES.notFound);
export const ownerOnly = () => forbidden(LEAGUE_MESSAGES.leagueOwnerOnly, LEAGUE_CODES.ownerOnly);
export const memberNotFound = () => notFound(LEAGUE_MESSAGES.leagueMemberNotFound, LEAGUE_CODES.memberNotFound);
export const joinClosed = () => conflict(LEAGUE_MESSAGES.leagueJoinClosed, LEAGUE_CODES.joinClosed);
