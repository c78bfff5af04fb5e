import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  PLANNER_MESSAGES,
  acceptSuggestionsBodySchema,
  assignmentAnswerSchema,
  assignmentBodySchema,
  assignmentParamsSchema,
  createRuleBodySchema,
  dismissSuggestionsBodySchema,
  plannerRuleSchema,
  plannerRulesAnswerSchema,
  plannerWeekAnswerSchema,
  plannerWeekQuerySchema,
  ruleIdParamsSchema,
  ruleTargetsAnswerSchema,
  ruleTargetsQuerySchema,
  suggestionsAnswerSchema,
  suggestionsChangedAnswerSchema,
  updateRuleBodySchema,
} from '@app/contract/planner';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import { groupBroadcastAnswerSchema, groupBroadcastBodySchema, groupWeekAnswerSchema } from '@app/contract/group-week';
import { currentBarId, currentUser } from '../../../plugins/app/auth.ts';
import { forbidden } from '../../../lib/http-error.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The caller's current bar, checked against their roles by the auth guard. */
function barOf(request: FastifyRequest): string {
  const barId = currentBarId(request);
  if (!barId) throw forbidden(PLANNER_MESSAGES.plannerNoBar, 'planner.NO_BAR');
  return barId;
}

/** The owner's (and manager's) rules, suggestions and week planner. */
export const plannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { plannerRules, suggestions, plannerWeek, groupWeek } = app;
  const guard = app.requireRole('owner', 'manager');

  app.get(
    '/rules',
    { onRequest: guard, schema: { tags: ['planner'], response: { 200: plannerRulesAnswerSchema, ...errors } } },
    async (request) => plannerRules.list(barOf(request)),
  );

  app.post(
    '/rules',
    {
      onRequest: guard,
      schema: { tags: ['planner'], body: createRuleBodySchema, response: { 201: plannerRuleSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await plannerRules.create(barOf(request), request.body)),
  );

  app.patch(
    '/rules/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['planner'],
        params: ruleIdParamsSchema,
        body: updateRuleBodySchema,
        response: { 200: plannerRuleSchema, ...errors },
      },
    },
    async (request) => plannerRules.update(barOf(request), request.params.id, request.body.onlyInOpeningHours),
  );

  app.delete(
    '/rules/:id',
    {
      onRequest: guard,
      schema: { tags: ['planner'], params: ruleIdParamsSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      await plannerRules.remove(barOf(request), request.params.id);
      return { message: PLANNER_MESSAGES.ruleDeleted };
    },
  );

  app.get(
    '/rule-targets',
    {
      onRequest: guard,
      schema: {
        tags: ['planner'],
        querystring: ruleTargetsQuerySchema,
        response: { 200: ruleTargetsAnswerSchema, ...errors },
      },
    },
    async (request) => plannerRules.searchTargets(request.query.kind, request.query.query),
  );

  app.get(
    '/suggestions',
    { onRequest: guard, schema: { tags: ['planner'], response: { 200: suggestionsAnswerSchema, ...errors } } },
    async (request) => suggestions.list(barOf(request)),
  );

  app.post(
    '/suggestions/accept',
    {
      onRequest: guard,
      schema: {
        tags: ['planner'],
        body: acceptSuggestionsBodySchema,
        response: { 200: suggestionsChangedAnswerSchema, ...errors },
      },
    },
    async (request) => ({ matchIds: await suggestions.accept(barOf(request), request.body) }),
  );

  app.post(
    '/suggestions/dismiss',
    {
      onRequest: guard,
      schema: {
        tags: ['planner'],
        body: dismissSuggestionsBodySchema,
        response: { 200: suggestionsChangedAnswerSchema, ...errors },
      },
    },
    async (request) => ({ matchIds: await suggestions.dismiss(barOf(request), request.body.matchIds) }),
  );

  app.get(
    '/week',
    {
      onRequest: guard,
      schema: {
        tags: ['planner'],
        querystring: plannerWeekQuerySchema,
        response: { 200: plannerWeekAnswerSchema, ...errors },
      },
    },
    async (request) => plannerWeek.week(barOf(request), request.query.start),
  );

  app.put(
    '/broadcasts/:matchId',
    {
      onRequest: guard,
      schema: {
        tags: ['planner'],
        params: assignmentParamsSchema,
        body: assignmentBodySchema,
        response: { 200: assignmentAnswerSchema, ...errors },
      },
    },
    async (request) => plannerWeek.assign(barOf(request), request.params.matchId, request.body),
  );

  /**
   * The week across every bar the person owns or manages (no current bar needed): the bars come from
   * their roles on the server, never from the request.
   */
  app.get(
    '/group-week',
    {
      onRequest: guard,
      schema: {
        tags: ['planner'],
        querystring: plannerWeekQuerySchema,
        response: { 200: groupWeekAnswerSchema, ...errors },
      },
    },
    async (request) => groupWeek.week(currentUser(request).id, request.query.start),
  );

  /** Shows a match in several of the person's bars at once; a bar they do not plan refuses it all. */
  app.post(
    '/group-broadcasts',
    {
      onRequest: guard,
      schema: {
        tags: ['planner'],
        body: groupBroadcastBodySchema,
        response: { 200: groupBroadcastAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { matchId, barIds } = request.body;
      const shownAt = await groupWeek.show(currentUser(request).id, matchId, barIds);
      return { message: PLANNER_MESSAGES.groupShown, matchId, shownAt };
    },
  );
};
