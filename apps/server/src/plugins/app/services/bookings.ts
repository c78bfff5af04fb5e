import { servicePlugin } from './service-plugin.ts';
import { createBookingsService, type BookingsService } from '../../../services/bookings/bookings-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bookings: BookingsService;
  }
}

/** Fans' bookings and "I'm going", and the bar's answers. */
export const bookingsServicePlugin = servicePlugin(
  'bookings',
  (app) => createBookingsService(app.db, { publicUrl: app.publicUrl }),
  { name: 'bookings-service', dependencies: ['core'] },
);
