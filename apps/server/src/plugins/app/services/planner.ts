import { servicePlugin } from './service-plugin.ts';
import {
  createPlannerRulesService,
  type PlannerRulesService,
} from '../../../services/planner/planner-rules-service.ts';
import { createSuggestionsService, type SuggestionsService } from '../../../services/planner/suggestions-service.ts';
import { createPlannerWeekService, type PlannerWeekService } from '../../../services/planner/planner-week-service.ts';
import { createGroupWeekService, type GroupWeekService } from '../../../services/planner/group-week-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    plannerRules: PlannerRulesService;
    suggestions: SuggestionsService;
    plannerWeek: PlannerWeekService;
    groupWeek: GroupWeekService;
  }
}

/** Planning: the bar's rules, the suggestions they make, the week planner, and the group's week across bars. */
export const plannerRulesServicePlugin = servicePlugin('plannerRules', (app) => createPlannerRulesService(app.db), {
  name: 'planner-rules-service',
  dependencies: ['core'],
});
export const suggestionsServicePlugin = servicePlugin('suggestions', (app) => createSuggestionsService(app.db), {
  name: 'suggestions-service',
  dependencies: ['core'],
});
export const plannerWeekServicePlugin = servicePlugin('plannerWeek', (app) => createPlannerWeekService(app.db), {
  name: 'planner-week-service',
  dependencies: ['core'],
});
export const groupWeekServicePlugin = servicePlugin(
  'groupWeek',
  (app) => createGroupWeekService(app.db, app.plannerWeek, app.consoleMatches),
  { name: 'group-week-service', dependencies: ['core', 'planner-week-service', 'console-matches-service'] },
);
