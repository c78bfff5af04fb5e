/** The only place the planner's query keys are written. */
export const plannerKeys = {
  all: ['planner'] as const,
  rules: () => [...plannerKeys.all, 'rules'] as const,
  targets: (kind: string, query: string) => [...plannerKeys.all, 'targets', kind, query] as const,
  weeks: () => [...plannerKeys.all, 'week'] as const,
  week: (start: string | null) => [...plannerKeys.weeks(), start] as const,
  groupWeek: (start: string | null) => [...plannerKeys.all, 'group-week', start] as const,
};
