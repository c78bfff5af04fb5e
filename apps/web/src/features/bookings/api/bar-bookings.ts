import { queryOptions } from '@tanstack/react-query';
import { useMutation, useQuery } from '../../../lib/refusal/use-console-query.ts';
import { barBookingSchema, barBookingsAnswerSchema } from '@app/contract/bookings';
import { api } from '../../../lib/api-client.ts';
import { bookingsKeys } from './bookings-keys.ts';

type Range = { match?: string; from?: string; to?: string };

const getBarBookings = (range: Range, signal?: AbortSignal) =>
  api('/bars/bookings', {
    query: range.match ? { matchId: range.match } : { from: range.from, to: range.to },
    schema: barBookingsAnswerSchema,
    signal,
  });

const barBookingsQueryOptions = (range: Range) =>
  queryOptions({ queryKey: bookingsKeys.bar(range), queryFn: ({ signal }) => getBarBookings(range, signal) });
export const useBarBookings = (range: Range) => useQuery(barBookingsQueryOptions(range));

const acceptBooking = (id: string) =>
  api(`/bars/bookings/${encodeURIComponent(id)}/accept`, { method: 'POST', schema: barBookingSchema });
/** The page's list reads again after an answer. */
export const useAcceptBooking = () =>
  useMutation({ mutationFn: acceptBooking, meta: { invalidates: [bookingsKeys.all] } });

const declineBooking = ({ id, reason }: { id: string; reason: string }) =>
  api(`/bars/bookings/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    body: { reason },
    schema: barBookingSchema,
  });
export const useDeclineBooking = () =>
  useMutation({ mutationFn: declineBooking, meta: { invalidates: [bookingsKeys.all] } });
