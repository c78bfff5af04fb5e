import { useMutation } from '@tanstack/react-query';
import type { PlaySignupBody } from '@app/contract/game';
import { signupAnswerSchema } from '@app/contract/auth';
import { api } from '../../../lib/api-client.ts';

export const playSignup = (body: PlaySignupBody) =>
  api('/play/signup', { method: 'POST', body, schema: signupAnswerSchema, anonymous: true });

/** The sign-up page shows the server's refusal itself. */
export const usePlaySignup = () => useMutation({ mutationFn: playSignup, meta: { handlesErrors: true } });
