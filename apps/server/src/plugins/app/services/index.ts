import fp from 'fastify-plugin';
import { corePlugin, type CoreOptions } from './core.ts';
import { metricsServicePlugin } from './metrics.ts';
import { accessTokensPlugin } from './access-tokens.ts';
import { accountsServicePlugin, fanAccountServicePlugin } from './accounts.ts';
import { throttleServicePlugin } from './throttle.ts';
import { mailOutboxPlugin } from './mail-outbox.ts';
import { queuedWorkPlugin } from './queued-work.ts';
import { scoringRunnerPlugin } from './scoring-runner.ts';
import { predictionRemindersPlugin } from './prediction-reminders.ts';
import { securityEventsServicePlugin } from './security-events.ts';
import { barsAdminServicePlugin, barLabelsServicePlugin } from './bars-admin.ts';
import { matchesAdminServicePlugin, matchLabelsServicePlugin } from './matches-admin.ts';
import { matchPartiesServicePlugin } from './match-parties.ts';
import { referenceDataServicePlugin } from './reference-data.ts';
import { consoleMatchesServicePlugin } from './console-matches.ts';
import { barDetailsServicePlugin } from './bar-details.ts';
import { mediaServicePlugin } from './media.ts';
import { languagesServicePlugin } from './languages.ts';
import { usersServicePlugin } from './users.ts';
import { teamServicePlugin } from './team.ts';
import { accountBarsServicePlugin } from './account-bars.ts';
import { auditLogServicePlugin } from './audit-log.ts';
import { noticesServicePlugin } from './notices.ts';
import { bookingsServicePlugin } from './bookings.ts';
import { broadcastWarningsServicePlugin } from './broadcast-warnings.ts';
import {
  groupWeekServicePlugin,
  plannerRulesServicePlugin,
  plannerWeekServicePlugin,
  suggestionsServicePlugin,
} from './planner.ts';
import { publicBarsServicePlugin } from './public-bars.ts';
import { publicMatchesServicePlugin } from './public-matches.ts';
import { feedServicePlugin } from './feed.ts';
import { gameServicePlugin, teamFollowsServicePlugin, winnerProposalsServicePlugin } from './game.ts';
import { leaguesServicePlugin } from './leagues.ts';
import { championshipsServicePlugin, prizeSignerPlugin, winnersServicePlugin } from './championships.ts';

export type ServicesOptions = CoreOptions & { jwtSecret: string };

/**
 * Every service, each a named plugin that declares what it needs (the fastify/demo pattern),
 * built once and decorated on the app; routes call `app.<service>`. fastify-plugin checks the
 * dependencies at start-up, so a plugin registered before what it needs stops the boot.
 */
export const servicesPlugin = fp<ServicesOptions>(
  async (app, { config, database, jwtSecret }) => {
    await app.register(corePlugin, { config, database });
    await app.register(metricsServicePlugin);
    await app.register(accessTokensPlugin, { jwtSecret });
    await app.register(securityEventsServicePlugin);
    await app.register(accountsServicePlugin);
    await app.register(fanAccountServicePlugin);
    await app.register(throttleServicePlugin);
    await app.register(queuedWorkPlugin);
    await app.register(mailOutboxPlugin);
    await app.register(scoringRunnerPlugin);
    await app.register(predictionRemindersPlugin, { jwtSecret });
    await app.register(barsAdminServicePlugin);
    await app.register(barLabelsServicePlugin);
    await app.register(matchesAdminServicePlugin);
    await app.register(matchLabelsServicePlugin);
    await app.register(matchPartiesServicePlugin);
    await app.register(referenceDataServicePlugin);
    await app.register(consoleMatchesServicePlugin);
    await app.register(barDetailsServicePlugin);
    await app.register(accountBarsServicePlugin);
    await app.register(mediaServicePlugin);
    await app.register(languagesServicePlugin);
    await app.register(usersServicePlugin);
    await app.register(teamServicePlugin);
    await app.register(auditLogServicePlugin);
    await app.register(noticesServicePlugin);
    await app.register(bookingsServicePlugin);
    await app.register(broadcastWarningsServicePlugin);
    await app.register(plannerRulesServicePlugin);
    await app.register(suggestionsServicePlugin);
    await app.register(plannerWeekServicePlugin);
    await app.register(groupWeekServicePlugin);
    await app.register(publicBarsServicePlugin);
    await app.register(publicMatchesServicePlugin);
    await app.register(feedServicePlugin);
    await app.register(championshipsServicePlugin);
    await app.register(prizeSignerPlugin);
    await app.register(winnersServicePlugin);
    await app.register(gameServicePlugin);
    await app.register(winnerProposalsServicePlugin);
    await app.register(teamFollowsServicePlugin);
    await app.register(leaguesServicePlugin);
  },
  { name: 'services' },
);
