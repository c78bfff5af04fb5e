/** The only place bar-details query keys are written. */
export const barDetailsKeys = {
  all: ['bar-details'] as const,
  detail: (barId: string) => [...barDetailsKeys.all, barId] as const,
};
