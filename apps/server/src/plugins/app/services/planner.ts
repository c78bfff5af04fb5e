import { servicePlugin } from './service-plugin.ts';
import {
  createPlannerRulesService,
  type PlannerRulesService,
} from '../../../services/planner/planner-rules-service.ts';
import { createSuggestionsService, type SuggestionsService } from '../../../services/planner/suggestions-service.ts';
import { createPlannerWeekService, type PlannerWeekService } from '../../../services/planner/planner-week-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    plannerRules: PlannerRulesService;
    suggestions: SuggestionsService;
    plannerWeek: PlannerWeekService;
  }
}

/** Planning: the bar's rules, the suggestions they make, and the week planner. */
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
