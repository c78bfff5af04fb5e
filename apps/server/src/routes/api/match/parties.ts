import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@app/contract/common';
import {
  competitionOptionSchema,
  competitionOptionsSchema,
  createCompetitionBodySchema,
  createTeamBodySchema,
  partySearchQuerySchema,
  teamOptionSchema,
  teamOptionsSchema,
} from '@app/contract/match-parties';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
const tags = ['matches admin'];

/** The match dialog's pickers: teams and competitions, searched and added; admins only. */
export const matchPartiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { matchParties } = app;
  const onRequest = app.requireRole('admin');

  app.get(
    '/teams',
    {
      onRequest,
      schema: { tags, querystring: partySearchQuerySchema, response: { 200: teamOptionsSchema, ...errors } },
    },
    async (request) => ({ teams: await matchParties.searchTeams(request.query.query, request.query.limit) }),
  );

  app.post(
    '/teams',
    { onRequest, schema: { tags, body: createTeamBodySchema, response: { 200: teamOptionSchema, ...errors } } },
    async (request) => matchParties.createTeam(request.body.name, request.body.country),
  );

  app.get(
    '/competitions',
    {
      onRequest,
      schema: { tags, querystring: partySearchQuerySchema, response: { 200: competitionOptionsSchema, ...errors } },
    },
    async (request) => ({
      competitions: await matchParties.searchCompetitions(request.query.query, request.query.limit),
    }),
  );

  app.post(
    '/competitions',
    {
      onRequest,
      schema: { tags, body: createCompetitionBodySchema, response: { 200: competitionOptionSchema, ...errors } },
    },
    async (request) => matchParties.createCompetition(request.body.name, request.body.country),
  );
};
