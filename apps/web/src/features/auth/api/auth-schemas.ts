/*
 * The answers' schemas (and zod with them) load with the first request, in parallel with it: the
 * sign-in screen's first paint does not wait for them.
 */
export const authSchemas = () => import('@app/contract/auth');
export const messageSchema = () => import('@app/contract/common').then((m) => m.messageSchema);
