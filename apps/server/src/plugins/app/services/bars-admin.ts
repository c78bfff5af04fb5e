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

/** The bars admin; status moves tell the owner through the mailer. */
export const barsAdminServicePlugin = servicePlugin(
  'barsAdmin',
  (app) => createBarsAdminService(app.db, { mailer: app.mailer, consoleUrl: app.publicUrl, log: app.log }),
  { name: 'bars-admin-service', dependencies: ['core', 'mailer'] },
);

export const barLabelsServicePlugin = servicePlugin('barLabels', (app) => createCollectionLabels(app.db, barsCollection), { name: 'bar-labels-service', dependencies: ['core'] });
