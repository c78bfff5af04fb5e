/** The only place the data feed's query keys are written. */
export const feedKeys = {
  all: ['feed'] as const,
  status: () => [...feedKeys.all, 'status'] as const,
};
