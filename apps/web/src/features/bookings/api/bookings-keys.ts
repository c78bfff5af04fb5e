/** The only place the bookings' query keys are written. */
export const bookingsKeys = {
  all: ['bookings'] as const,
  /** The bar's bookings of one match (`match`) or of a range of kick-offs. */
  bar: (range: { match?: string; from?: string; to?: string }) => ['bookings', 'bar', range] as const,
};
