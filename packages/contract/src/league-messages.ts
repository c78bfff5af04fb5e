/**
 * The private leagues' messages, without imports: messages.ts lists them under their codes and the
 * leagues' schemas use them, so each text is written once.
 */
export const LEAGUE_MESSAGES = {
  leagueNameLength: 'A league name has 2 to 40 characters',
  leagueCodeInvalid: 'A league code has 8 letters and digits',
  leagueMemberInvalid: 'Choose a member of the league',
  leagueChangeEmpty: 'Change the name or whether players may join',
  leagueNotFound: 'This league does not exist or you are not one of its players',
  leagueCodeUnknown: 'No league has this code',
  leagueJoinClosed: 'This league is not taking new players',
  leagueFull: 'This league is full: it has {{max}} players',
  tooManyLeagues: 'You are in {{max}} leagues of this championship already: leave one first',
  leagueOwnerOnly: "Only the league's owner can do this",
  leagueOwnerLeaves: 'Hand the league over to another player or delete it before you leave',
  leagueOwnerRemoved: 'The owner cannot be removed from the league',
  leagueMemberNotFound: 'This player is not in the league',
  leagueLeft: 'You left the league',
  leagueDeleted: 'The league is deleted',
  barLeagueExists: 'Your bar has a league in this championship already',
  barLeagueNotFound: 'This league is not one of your bar’s',
  housePrizeLength: 'A house prize has at most 120 characters, without line breaks',
  barLeagueChangeEmpty: 'Change the name, the house prize or whether players may join',
} as const;
