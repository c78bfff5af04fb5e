/** The answers' schemas are built when the first answer arrives, not in the start of /matches. */
export const plannerSchemas = () => import('@app/contract/planner');
