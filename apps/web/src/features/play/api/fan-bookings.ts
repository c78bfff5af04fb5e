import { queryOptions } from '@tanstack/react-query';
import type { BookingRequestBody } from '@app/contract/bookings';
import { useMutation, useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { fanBookingKeys } from './fan-booking-keys.ts';

/** The contract's booking schemas, loaded with the fans' booking screens only. */
const schemas = () => import('@app/contract/bookings');
const visitPath = (slug: string, matchId: string) =>
  `/play/bars/${encodeURIComponent(slug)}/matches/${encodeURIComponent(matchId)}`;

const getVisit = (slug: string, matchId: string, signal?: AbortSignal) =>
  api(visitPath(slug, matchId), { schema: schemas().then((m) => m.barMatchVisitSchema), signal });
export const useVisit = (slug: string, matchId: string) =>
  useQuery(
    queryOptions({
      queryKey: fanBookingKeys.visit(slug, matchId),
      queryFn: ({ signal }) => getVisit(slug, matchId, signal),
    }),
  );

const getMine = (signal?: AbortSignal) =>
  api('/play/bookings', { schema: schemas().then((m) => m.fanBookingsAnswerSchema), signal });
export const useMyBookings = () =>
  useQuery(queryOptions({ queryKey: fanBookingKeys.mine(), queryFn: ({ signal }) => getMine(signal) }));

const requestBooking = (body: BookingRequestBody) =>
  api('/play/bookings', { method: 'POST', body, schema: schemas().then((m) => m.fanBookingSchema) });
/** The page shows a refusal (no seats left) in place. */
export const useRequestBooking = () =>
  useMutation({ mutationFn: requestBooking, meta: { invalidates: [fanBookingKeys.all] } });

const cancelBooking = (id: string) =>
  api(`/play/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    schema: schemas().then((m) => m.fanBookingSchema),
  });
export const useCancelBooking = () =>
  useMutation({ mutationFn: cancelBooking, meta: { invalidates: [fanBookingKeys.all] } });

const setGoing = ({ slug, matchId, going }: { slug: string; matchId: string; going: boolean }) =>
  api(`${visitPath(slug, matchId)}/going`, {
    method: going ? 'PUT' : 'DELETE',
    schema: schemas().then((m) => m.goingAnswerSchema),
  });
export const useSetGoing = () => useMutation({ mutationFn: setGoing, meta: { invalidates: [fanBookingKeys.all] } });
