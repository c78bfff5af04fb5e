/**
 * The answers' schemas are built when the first answer arrives, not in every signed-in page's start
 * (the bell is on all of them; building zod schemas is most of a start chunk's own time).
 */
export const noticesSchemas = () => import('@app/contract/notices');
