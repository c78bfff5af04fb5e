/** The only place winners query keys are written. */
export const winnersKeys = {
  all: ['winners'] as const,
  list: (challengeId: string) => ['winners', 'list', challengeId] as const,
  championships: () => ['winners', 'championships'] as const,
  proposals: (challengeId: string) => ['winners', 'proposals', challengeId] as const,
};
