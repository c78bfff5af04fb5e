import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { PlaySignupBody } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { consoleSignupAnswerSchema } from './play-schemas.ts';

/** Signed in by cookies at once, kept across restarts (decision 062). */
export const playSignup = (body: PlaySignupBody) =>
  api('/play/signup', { method: 'POST', body: { ...body, remember: true }, schema: consoleSignupAnswerSchema(), anonymous: true });

/** The sign-up page shows the server's refusal itself. */
export const usePlaySignup = () => useMutation({ mutationFn: playSignup });
