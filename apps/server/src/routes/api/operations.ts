/**
 * The OpenAPI identity of every API operation: a unique operationId (what generated clients name
 * their methods) and a one-line summary, keyed by Fastify's method and URL. Kept in one table, not
 * in each route, so the document is reviewed in one place; `openapi-operations.ts` applies it to
 * each route as it is registered and derives the security requirement from the route's guard.
 * A test checks that every registered API route has an entry and that the ids are unique.
 */
export type OperationInfo = { operationId: string; summary: string };

export const OPERATIONS: Record<string, OperationInfo> = {
  'GET /api/health': { operationId: 'getHealth', summary: 'Check that the server and its database answer' },

  'POST /api/authentication/signin': { operationId: 'signIn', summary: 'Sign in with email and password' },
  'POST /api/authentication/signup': {
    operationId: 'signUp',
    summary:
      'Create a bar owner account and its pending bar, confirmed by a mailed link; the same answer for a known email',
  },
  'POST /api/authentication/confirm-email': {
    operationId: 'confirmEmail',
    summary: 'Spend a mailed confirmation link: a new account is signed in (cookies), a changed address is changed',
  },
  'POST /api/authentication/confirm-email/again': {
    operationId: 'sendConfirmationAgain',
    summary:
      'Mail a new confirmation link to an unconfirmed account, for its email and password (the same answer for anyone)',
  },
  'POST /api/authentication/refresh-token': {
    operationId: 'refreshToken',
    summary: 'Exchange a refresh token for a new access token',
  },
  'POST /api/authentication/signout': {
    operationId: 'signOut',
    summary: 'Sign out, ending every session of the account',
  },
  'POST /api/authentication/session': {
    operationId: 'startConsoleSession',
    summary: "The console's sign-in: the session in HttpOnly cookies, the answer with the CSRF token",
  },
  'POST /api/authentication/session/refresh': {
    operationId: 'refreshConsoleSession',
    summary: "The console's refresh by its refresh cookie",
  },
  'POST /api/authentication/forgot-password': { operationId: 'forgotPassword', summary: 'Mail a password reset link' },
  'GET /api/authentication/reset-password': {
    operationId: 'checkResetLink',
    summary: 'Whether a reset or invitation link can still be used (it is not spent)',
  },
  'POST /api/authentication/reset-password': {
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset link',
  },
  'GET /api/authentication/me': { operationId: 'getMe', summary: 'Read the signed-in account' },
  'PATCH /api/authentication/me': {
    operationId: 'updateMe',
    summary: "Change the signed-in account's preferred language",
  },
  'POST /api/users/change-password': {
    operationId: 'changePassword',
    summary: "Change the signed-in account's password",
  },
  'GET /api/users': { operationId: 'listUsers', summary: 'List the accounts (admins)' },
  'POST /api/users': {
    operationId: 'inviteUser',
    summary: 'Invite a staff member or an admin: an account and a 72-hour set-password link',
  },
  'PATCH /api/users/:id': { operationId: 'updateUser', summary: "Change an account's role or switch it on or off" },

  'GET /api/team': {
    operationId: 'listTeam',
    summary: "List the owner's bar team, then the people removed from it (removedAt), who can be invited again",
  },
  'POST /api/team': {
    operationId: 'inviteTeamMember',
    summary: "Invite a manager or a scanner to the owner's bar (a removed member comes back through it)",
  },
  'POST /api/team/:userId/invitation': {
    operationId: 'resendTeamInvitation',
    summary: 'Send a waiting invitation again: a fresh 72-hour link, the earlier one void',
  },
  'DELETE /api/team/:userId': {
    operationId: 'removeTeamMember',
    summary: "Remove a member from the owner's bar team, ending their access",
  },

  'GET /api/feed': {
    operationId: 'getFeedStatus',
    summary:
      'Read the fixtures feed: per competition the last sync, its outcome, the last error and the next run; the requests left this minute (admins)',
  },
  'POST /api/feed/sync': {
    operationId: 'syncFeedNow',
    summary: 'Start a sync of the fixtures feed now, of every competition or one; answers 202 at once (admins)',
  },
  'PUT /api/feed/ignored/follow-feed': {
    operationId: 'followIgnoredFeedMatch',
    summary: 'Let a match of the feed that was deleted for good come back with the next sync (admins)',
  },
  'PUT /api/match/follow-feed': {
    operationId: 'followFeedAgain',
    summary: 'Let a match edited by hand follow the feed again: its hand edits give way to what the feed says (admins)',
  },

  'GET /api/audit-log': { operationId: 'listAuditLog', summary: 'Read the audit log, newest first, in keyset pages' },

  'GET /api/notices': {
    operationId: 'listNotices',
    summary: "List the signed-in person's notices, newest first, with the unread count",
  },
  'POST /api/notices/:id/read': {
    operationId: 'markNoticeRead',
    summary: "Mark one of the signed-in person's notices read",
  },
  'POST /api/notices/read-all': {
    operationId: 'markAllNoticesRead',
    summary: 'Mark every notice of the signed-in person read',
  },

  'POST /api/bars': {
    operationId: 'addBar',
    summary: "Add a bar to the owner's account: it is Pending until the admins accept it",
  },
  'GET /api/bars/:barId': { operationId: 'getBar', summary: "Read a bar's details" },
  'PATCH /api/bars': { operationId: 'updateOwnBar', summary: "Update the owner's bar details" },
  'POST /api/bars/send-for-review': {
    operationId: 'sendBarForReview',
    summary: 'Send the bar back for review (Rejected → Pending), as its owner or a manager',
  },
  'GET /api/bars/bookings': {
    operationId: 'listBarBookings',
    summary: "The caller's bar's bookings, of one match or of the matches kicking off in a range (owner, manager)",
  },
  'POST /api/bars/bookings/:id/accept': {
    operationId: 'acceptBooking',
    summary: "Accept a waiting booking of the caller's bar; the fan is mailed with the booking's calendar event",
  },
  'POST /api/bars/bookings/:id/decline': {
    operationId: 'declineBooking',
    summary: "Decline a booking of the caller's bar with a reason; its seats are free again and the fan is mailed",
  },
  'GET /api/bars/leagues': {
    operationId: 'listBarLeagues',
    summary: "The caller's bar's leagues and the published championships it may still make one in (owner, manager)",
  },
  'POST /api/bars/leagues': {
    operationId: 'createBarLeague',
    summary: "Make the caller's bar's league in a published championship (one per bar and championship)",
  },
  'PATCH /api/bars/leagues/:leagueId': {
    operationId: 'changeBarLeague',
    summary: "Rename the caller's bar's league, set its house prize, or close and open joining",
  },
  'GET /api/bars/leagues/:leagueId/board': {
    operationId: 'getBarLeagueBoard',
    summary: "A board of the caller's bar's league, as its players read it (nicknames and places)",
  },
  'POST /api/bars/change-broadcast-status': {
    operationId: 'changeBroadcastStatus',
    summary: "Say whether the owner's bar shows a match",
  },
  'GET /api/bars/broadcast-warnings': {
    operationId: 'getBroadcastWarnings',
    summary: "What switching a match on would warn about at the owner's bar",
  },
  'PUT /api/bars/special-hours': { operationId: 'setSpecialHours', summary: "Set the owner's bar hours for one date" },
  'POST /api/bars/photos': { operationId: 'addBarPhoto', summary: 'Add a photo of the bar (at most 8)' },
  'PUT /api/bars/photos': {
    operationId: 'arrangeBarPhotos',
    summary: "Put the bar's photos in order, leaving out the ones removed",
  },
  'PUT /api/bars/logo': { operationId: 'setBarLogo', summary: "Set the bar's logo" },
  'DELETE /api/bars/logo': { operationId: 'removeBarLogo', summary: "Remove the bar's logo" },
  'GET /api/public/matches': {
    operationId: 'listPublicMatches',
    summary: 'The coming matches with the number of accepted bars showing each, searchable and by city (public)',
  },
  'GET /api/public/matches/:id/bars': {
    operationId: 'listPublicMatchBars',
    summary: 'The accepted bars showing a match, nearest first when near=lat,lng is given (public)',
  },
  'GET /api/public/matches/:id/share.png': {
    operationId: 'getMatchShareImage',
    summary: "A match's link preview picture, 1200×630 PNG, in a language and zone (public)",
  },
  'GET /api/public/bars/:slug/calendar.ics': {
    operationId: 'getBarCalendar',
    summary: "A bar's broadcasts as an iCalendar feed (public)",
  },
  'GET /api/public/bars/:slug/matches/:matchId/calendar.ics': {
    operationId: 'getBarMatchCalendar',
    summary: 'One match at a bar as an iCalendar event (public)',
  },

  'GET /api/play/reminders/unsubscribe': {
    operationId: 'confirmReminderUnsubscribe',
    summary: "The page of a reminder mail's unsubscribe link: one button stops the reminders (public, signed link)",
  },
  'POST /api/play/reminders/unsubscribe': {
    operationId: 'unsubscribeFromReminders',
    summary: "Stops an account's reminder mails: RFC 8058 one-click, or the link's page (public, signed link)",
  },
  'POST /api/play/bookings': {
    operationId: 'requestBooking',
    summary:
      'A fan asks a bar for a table for a match it shows (1 to 20 people); refused when the seats left are fewer',
  },
  'GET /api/play/bookings': { operationId: 'listMyBookings', summary: "The fan's own bookings, newest match first" },
  'POST /api/play/bookings/:id/cancel': {
    operationId: 'cancelMyBooking',
    summary: 'The fan cancels their booking until kick-off; the seats are free again',
  },
  'GET /api/play/bars/:slug/matches/:matchId': {
    operationId: 'getBarMatchVisit',
    summary: 'A match at a bar for the fan: seats left, the fan\'s booking, "I\'m going" and its count',
  },
  'PUT /api/play/bars/:slug/matches/:matchId/going': {
    operationId: 'sayGoing',
    summary: 'The fan says "I\'m going" to watch the match at the bar (once per fan, bar and match)',
  },
  'DELETE /api/play/bars/:slug/matches/:matchId/going': {
    operationId: 'unsayGoing',
    summary: 'The fan takes back "I\'m going"',
  },
  'POST /api/play/signup': {
    operationId: 'signUpPlayer',
    summary:
      'Create a player account (nickname, email, password, language), confirmed by a mailed link; the same answer for a known email',
  },
  'GET /api/play/account': {
    operationId: 'getPlayerAccount',
    summary: "The player's own account: nickname, email, language, mails wanted",
  },
  'PATCH /api/play/account': {
    operationId: 'updatePlayerAccount',
    summary: "Change the player's nickname (unique without regard to case and accents), language or mails wanted",
  },
  'POST /api/play/account/email': {
    operationId: 'changePlayerEmail',
    summary: "Ask to change the player's address: changed once the mailed link is opened",
  },
  'DELETE /api/play/account': {
    operationId: 'deletePlayerAccount',
    summary:
      "Delete the player's account: their predictions and answers leave the boards; awarded prizes stay with staff",
  },
  'GET /api/play/championships': {
    operationId: 'listPlayableChampionships',
    summary: 'List the published championships fans can play (public)',
  },
  'GET /api/play/championships/:id': {
    operationId: 'getPlayableChampionship',
    summary:
      'Read a playable championship: how it works, prizes, scoring, matches with their locks, questions (public)',
  },
  'PUT /api/play/championships/:id/predictions': {
    operationId: 'putPrediction',
    summary: "Make or change the player's prediction of a match until it locks",
  },
  'PUT /api/play/championships/:id/answers': {
    operationId: 'putAnswer',
    summary: "Give or change the player's answer to a question until it closes",
  },
  'GET /api/play/championships/:id/me': {
    operationId: 'getPlayerView',
    summary: "The player's predictions, answers, points, position and prizes won",
  },
  'GET /api/play/championships/:id/leaderboard': {
    operationId: 'getLeaderboard',
    summary: "A daily, weekly or all-time leaderboard, paged, with the caller's own row when signed in",
  },
  'GET /api/play/championships/:id/matches/:matchId/predictions': {
    operationId: 'listMatchPredictions',
    summary: "Everyone's predictions of a match once it has locked, nicknames only, paged (public)",
  },
  'GET /api/play/follows': {
    operationId: 'listFollowedTeams',
    summary: "The teams the player follows (their fans count in the owners' demand figures)",
  },
  'PUT /api/play/follows/:teamId': {
    operationId: 'followTeam',
    summary: 'Follow a team (at most 50; following one already followed changes nothing)',
  },
  'DELETE /api/play/follows/:teamId': {
    operationId: 'unfollowTeam',
    summary: 'Stop following a team (one not followed changes nothing)',
  },
  'GET /api/play/teams': { operationId: 'searchTeamsForPlayer', summary: 'Search the teams a player may follow' },
  'POST /api/play/championships/:id/leagues': {
    operationId: 'createLeague',
    summary: 'Create a private league in a playable championship: the player owns it and gets its invite code',
  },
  'GET /api/play/championships/:id/leagues': {
    operationId: 'listMyLeagues',
    summary: "The player's leagues of a championship, each with its size and the player's all-time position in it",
  },
  'POST /api/play/leagues/join': {
    operationId: 'joinLeague',
    summary: 'Join a league by its invite code (joining a league one is in changes nothing)',
  },
  'GET /api/play/leagues/:leagueId': {
    operationId: 'getLeague',
    summary: 'Read a league the player is in: its name, invite code and players (nickname and member reference)',
  },
  'PATCH /api/play/leagues/:leagueId': {
    operationId: 'updateLeague',
    summary: "Rename a league or close and open its joining (the league's owner)",
  },
  'DELETE /api/play/leagues/:leagueId': {
    operationId: 'deleteLeague',
    summary: "Delete a league (the league's owner)",
  },
  'POST /api/play/leagues/:leagueId/leave': {
    operationId: 'leaveLeague',
    summary: 'Leave a league (its owner hands it over or deletes it instead)',
  },
  'POST /api/play/leagues/:leagueId/hand-over': {
    operationId: 'handOverLeague',
    summary: 'Make another player of the league its owner (the current owner)',
  },
  'DELETE /api/play/leagues/:leagueId/members/:memberRef': {
    operationId: 'removeLeagueMember',
    summary: "Remove a player from a league (the league's owner)",
  },
  'GET /api/play/leagues/:leagueId/board': {
    operationId: 'getLeagueBoard',
    summary:
      "A league's board: the official board's rows of its players, ranked among them, paged, with the caller's row",
  },
  'GET /api/challenge-winners/proposals': {
    operationId: 'listWinnerProposals',
    summary: 'The top players of each complete period, ties at the last prize marked',
  },
  'POST /api/challenge-winners/from-leaderboard': {
    operationId: 'awardProposal',
    summary: 'Award a prize to a player the leaderboard proposes, at the position it computed',
  },
  'POST /api/challenge-winners/from-leaderboard/period': {
    operationId: 'awardProposedPeriod',
    summary: 'Award every proposed player of one complete period at once, in one transaction',
  },

  'GET /api/planner/rules': {
    operationId: 'listPlannerRules',
    summary: "List the bar's rules (always show a team or a competition)",
  },
  'POST /api/planner/rules': {
    operationId: 'createPlannerRule',
    summary: 'Add a rule: always show a team or a competition',
  },
  'PATCH /api/planner/rules/:id': {
    operationId: 'updatePlannerRule',
    summary: 'Limit a rule to the opening hours, or not',
  },
  'DELETE /api/planner/rules/:id': { operationId: 'deletePlannerRule', summary: 'Delete a rule' },
  'GET /api/planner/rule-targets': {
    operationId: 'searchRuleTargets',
    summary: 'Find teams or competitions by name for a rule',
  },
  'GET /api/planner/suggestions': {
    operationId: 'listSuggestions',
    summary: "List the future matches the bar's rules suggest",
  },
  'POST /api/planner/suggestions/accept': {
    operationId: 'acceptSuggestions',
    summary: 'Switch on suggested matches (some, or all)',
  },
  'POST /api/planner/suggestions/dismiss': {
    operationId: 'dismissSuggestions',
    summary: 'Dismiss suggested matches for good',
  },
  'GET /api/planner/week': {
    operationId: 'getPlannerWeek',
    summary: "Read the bar's broadcasts of one week with screens and clashes",
  },
  'PUT /api/planner/broadcasts/:matchId': {
    operationId: 'assignBroadcastScreen',
    summary: 'Put a broadcast on a screen, with or without sound',
  },
  'GET /api/bars/demand': {
    operationId: 'getBarDemand',
    summary: 'Read the coming 14 days of matches by what fans near the bar do about them',
  },
  'GET /api/planner/group-week': {
    operationId: 'getGroupWeek',
    summary: 'Read the week across every bar the caller owns or manages: who shows what, clashes and fans',
  },
  'POST /api/planner/group-broadcasts': {
    operationId: 'showMatchInBars',
    summary: "Show one match in several of the caller's bars at once",
  },

  'GET /api/matches/admin': { operationId: 'listConsoleMatches', summary: 'List matches for the console' },
  'GET /api/competitions/active': { operationId: 'listActiveCompetitions', summary: 'List the active competitions' },
  'GET /api/languages': {
    operationId: 'listLanguages',
    summary: 'List the languages championship texts are written in',
  },
  'PATCH /api/languages/:code': {
    operationId: 'setLanguageStatus',
    summary: 'Activate or deactivate a language of championship texts (refused while a championship is written in it)',
  },
  'GET /api/competitions': {
    operationId: 'listCompetitions',
    summary: 'List the competitions with their colour, emblem, visibility to owners and provider code (admins)',
  },
  'PATCH /api/competitions/:id': {
    operationId: 'updateCompetition',
    summary: 'Rename a competition, change its colour or whether owners see it',
  },
  'PUT /api/competitions/:id/emblem': {
    operationId: 'uploadCompetitionEmblem',
    summary: "Upload a competition's emblem",
  },
  'GET /api/teams': {
    operationId: 'listTeams',
    summary: 'Search the teams, with the number of matches naming each (admins)',
  },
  'PATCH /api/teams/:id': { operationId: 'renameTeam', summary: 'Rename a team; every match naming it follows' },
  'PUT /api/teams/:id/emblem': {
    operationId: 'uploadTeamEmblem',
    summary: "Upload a team's emblem; every match of the team shows it",
  },
  'GET /api/teams/duplicates': {
    operationId: 'listTeamDuplicates',
    summary: 'The fed teams the feed could not tell for certain from a team the console had, with the reason',
  },
  'DELETE /api/teams/duplicates/:teamId/:candidateId': {
    operationId: 'dismissTeamDuplicate',
    summary: 'Dismiss a possible duplicate: the two teams are different clubs',
  },
  'POST /api/teams/:id/merge': {
    operationId: 'mergeTeam',
    summary: 'Merge a duplicate team into another: its matches, planner rules and follows move, and it is deleted',
  },
  'GET /api/media/:hash': {
    operationId: 'getMedia',
    summary:
      'An uploaded image (PNG, JPEG or WebP) by the sha256 of its bytes; `w`: a copy at most that wide and high (WebP)',
  },

  'GET /api/match': { operationId: 'listAdminMatches', summary: 'List matches for administration' },
  'POST /api/match': { operationId: 'createMatch', summary: 'Create a match' },
  'PUT /api/match': { operationId: 'updateMatch', summary: 'Update a match' },
  'PUT /api/match/update-starred': { operationId: 'starMatches', summary: 'Star or unstar matches' },
  'PUT /api/match/update-label': { operationId: 'labelMatches', summary: 'Apply or remove a label on matches' },
  'PUT /api/match/delete': { operationId: 'deleteMatches', summary: 'Move matches to the trash' },
  'PUT /api/match/restore': { operationId: 'restoreMatches', summary: 'Restore matches from the trash' },
  'PUT /api/match/delete-for-good': {
    operationId: 'deleteMatchesForGood',
    summary: 'Delete matches from the trash for good',
  },
  'GET /api/match/export': { operationId: 'exportMatchesByFilter', summary: 'Export the filtered matches as CSV' },
  'POST /api/match/export': { operationId: 'exportMatchesById', summary: 'Export chosen matches as CSV' },
  'GET /api/match/teams': { operationId: 'searchTeams', summary: 'Search the teams a match can be made of, by name' },
  'POST /api/match/teams': { operationId: 'createTeam', summary: 'Add a team, its emblem drawn by the server' },
  'GET /api/match/competitions': {
    operationId: 'searchCompetitions',
    summary: 'Search the competitions a match can belong to, by name',
  },
  'POST /api/match/competitions': { operationId: 'createCompetition', summary: 'Add a competition' },
  'GET /api/match/labels': { operationId: 'listMatchLabels', summary: 'List match labels' },
  'POST /api/match/labels': { operationId: 'createMatchLabel', summary: 'Create a match label' },
  'PUT /api/match/labels': { operationId: 'saveMatchLabel', summary: 'Rename or recolour a match label' },
  'PUT /api/match/labels/delete': { operationId: 'deleteMatchLabel', summary: 'Delete a match label' },
  'GET /api/match/:id': { operationId: 'getAdminMatch', summary: 'Read one match for administration' },

  'GET /api/bar': { operationId: 'listAdminBars', summary: 'List bars for administration' },
  'POST /api/bar': { operationId: 'createBar', summary: 'Create a bar' },
  'PUT /api/bar': { operationId: 'updateBar', summary: 'Update a bar' },
  'GET /api/bar/counter': { operationId: 'countBars', summary: 'Count bars by status' },
  'GET /api/bar/export': { operationId: 'exportBars', summary: 'Export bars as CSV' },
  'GET /api/bar/labels': { operationId: 'listBarLabels', summary: 'List bar labels' },
  'PUT /api/bar/labels': { operationId: 'saveBarLabel', summary: 'Create, rename or recolour a bar label' },
  'PUT /api/bar/labels/delete': { operationId: 'deleteBarLabel', summary: 'Delete a bar label' },
  'PUT /api/bar/update-starred': { operationId: 'starBars', summary: 'Star or unstar bars' },
  'PUT /api/bar/delete': { operationId: 'deleteBars', summary: 'Move bars to the trash' },
  'POST /api/bar/:id/decision-mail/retry': {
    operationId: 'retryBarDecisionMail',
    summary: "Queue a bar's failed decision mail again",
  },
  'PUT /api/bar/restore': { operationId: 'restoreBars', summary: 'Restore bars from the trash' },
  'PUT /api/bar/delete-forever': { operationId: 'deleteBarsForever', summary: 'Delete bars from the trash for good' },
  'PUT /api/bar/update-label': { operationId: 'labelBars', summary: 'Apply or remove a label on bars' },
  'PUT /api/bar/update-status': { operationId: 'changeBarStatus', summary: 'Accept, reject or reopen bars' },
  'GET /api/bar/:id': { operationId: 'getAdminBar', summary: 'Read one bar for administration' },

  'GET /api/challenges/bar-championships': {
    operationId: 'listChampionships',
    summary: 'The official championships, newest first; `archived=true` lists the archive instead',
  },
  'GET /api/challenges/bar-championship-details': {
    operationId: 'getChampionship',
    summary: 'Read one official championship',
  },
  'POST /api/challenges/publish-official-championship': {
    operationId: 'publishChampionship',
    summary: 'Publish an official championship',
  },
  'DELETE /api/challenges/official-championship': {
    operationId: 'deleteChampionship',
    summary: 'Archives a championship that has winners (their codes stay valid); deletes one without winners for good',
  },
  'POST /api/challenges/restore-official-championship': {
    operationId: 'restoreChampionship',
    summary: 'Bring an archived official championship back',
  },
  'POST /api/challenges/official-championship': {
    operationId: 'createChampionship',
    summary: 'Create an official championship (multipart: images and JSON parts, saved in one transaction)',
  },
  'PATCH /api/challenges/official-championship': {
    operationId: 'updateChampionship',
    summary: 'Update an official championship (multipart; `_id` or `challengeId` names it)',
  },
  'GET /api/challenges/leagues': {
    operationId: 'listChampionshipLeagues',
    summary: "A championship's private leagues: name, owner's nickname and size, largest first",
  },
  'DELETE /api/challenges/leagues/:leagueId': {
    operationId: 'deleteLeagueAsStaff',
    summary: 'Delete an abusive private league (audited)',
  },
  'GET /api/challenges/selectable-matches': {
    operationId: 'listSelectableMatches',
    summary: 'Future matches (never postponed) for the editor, by headline or competition, 30 per page',
  },

  'POST /api/challenge-winners/verify': { operationId: 'verifyWinner', summary: 'Redeem a prize by its QR code' },
  'POST /api/challenge-winners/verify-queued': {
    operationId: 'verifyQueuedScans',
    summary: 'Redeem the prizes a scanner queued while offline, each once by its idempotency key',
  },
  'GET /api/challenge-winners/verify-key': {
    operationId: 'prizeVerifyKey',
    summary: 'The public key the scanner checks signed prize codes with offline',
  },
  'GET /api/challenge-winners/championships': {
    operationId: 'listQrChampionships',
    summary: 'List championships that give prizes by QR code',
  },
  'GET /api/challenge-winners': { operationId: 'listWinners', summary: "List a championship's winners" },
  'POST /api/challenge-winners': { operationId: 'awardWinner', summary: 'Record a prize winner' },
  'GET /api/challenge-winners/:id/qr.png': { operationId: 'getWinnerQrCode', summary: "Download a winner's QR code" },
  'POST /api/challenge-winners/:id/send': { operationId: 'sendWinnerMail', summary: 'Mail a winner their QR code' },
  'POST /api/challenge-winners/:id/mail/retry': {
    operationId: 'retryWinnerMail',
    summary: "Queue a winner's failed QR code mail again",
  },
  'DELETE /api/challenge-winners/:id': { operationId: 'removeWinner', summary: 'Remove a winner' },
};

/** The table's key for a route: its method and URL without a trailing slash ('GET /api/bars/:barId'). */
export function operationKey(method: string, url: string): string {
  return `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;
}
