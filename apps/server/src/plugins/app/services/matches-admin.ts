import { servicePlugin } from './service-plugin.ts';
import {
  createMatchesAdminService,
  type MatchesAdminService,
} from '../../../services/matches-admin/admin-matches-service.ts';
import { matchesCollection } from '../../../services/matches-admin/matches-collection.ts';
import { createCollectionLabels, type CollectionLabels } from '../../../services/collection/collection-labels.ts';

declare module 'fastify' {
  interface FastifyInstance {
    matchesAdmin: MatchesAdminService;
    matchLabels: CollectionLabels;
  }
}

export const matchesAdminServicePlugin = servicePlugin(
  'matchesAdmin',
  (app) => createMatchesAdminService(app.db, { consoleUrl: app.publicUrl }),
  { name: 'matches-admin-service', dependencies: ['core'] },
);

export const matchLabelsServicePlugin = servicePlugin(
  'matchLabels',
  (app) => createCollectionLabels(app.db, matchesCollection),
  { name: 'match-labels-service', dependencies: ['core'] },
);
