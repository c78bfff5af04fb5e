import { servicePlugin } from './service-plugin.ts';
import {
  createReferenceDataService,
  type ReferenceDataService,
} from '../../../services/reference-data/reference-data-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    referenceData: ReferenceDataService;
  }
}

export const referenceDataServicePlugin = servicePlugin('referenceData', (app) => createReferenceDataService(app.db), {
  name: 'reference-data-service',
  dependencies: ['core'],
});
