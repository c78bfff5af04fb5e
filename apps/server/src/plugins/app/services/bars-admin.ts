import { servicePlugin } from './service-plugin.ts';
import { createBarsAdminService, type BarsAdminService } from '../../../services/bars-admin/bars-admin-service.ts';
import { barsCollection } from '../../../services/bars-admin/bars-collection.ts';
import { createCollectionLabels, type CollectionLabels } from '../../../services/collection/collection-labels.ts';

declare module 'fastify' {
  interface FastifyInstance {
    barsAdmin: BarsAdminService;
    barLabels: CollectionLabels;
  }
}

/** The bars admin; status moves queue the owner's decision mail in their own transaction. */
export const barsAdminServicePlugin = servicePlugin(
  'barsAdmin',
  (app) => createBarsAdminService(app.db, { consoleUrl: app.publicUrl }),
  { name: 'bars-admin-service', dependencies: ['core'] },
);

export const barLabelsServicePlugin = servicePlugin(
  'barLabels',
  (app) => createCollectionLabels(app.db, barsCollection),
  { name: 'bar-labels-service', dependencies: ['core'] },
);
