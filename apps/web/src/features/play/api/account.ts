import { queryOptions } from '@tanstack/react-query';
import { useMutation, useQuery } from '../../../lib/refusal/use-console-query.ts';
import type { PlayAccountPatch, PlayEmailChange } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { gameSchemas } from './play-schemas.ts';

const messageSchema = () => import('@app/contract/common').then((m) => m.messageSchema);

/** The fan's own account (/play/account). */
const getAccount = (signal?: AbortSignal) =>
  api('/play/account', { schema: gameSchemas().then((m) => m.playAccountSchema), signal });
const accountQueryOptions = () =>
  queryOptions({ queryKey: playKeys.account(), queryFn: ({ signal }) => getAccount(signal) });
export const useAccount = () => useQuery(accountQueryOptions());

const patchAccount = (body: PlayAccountPatch) =>
  api('/play/account', { method: 'PATCH', body, schema: gameSchemas().then((m) => m.playAccountSchema) });
/** The page shows the server's refusal (a taken nickname and its suggestion) in place. */
export const usePatchAccount = () =>
  useMutation({ mutationFn: patchAccount, meta: { invalidates: [playKeys.account()] } });

const changeEmail = (body: PlayEmailChange) =>
  api('/play/account/email', { method: 'POST', body, schema: messageSchema() });
export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });

const deleteAccount = () => api('/play/account', { method: 'DELETE', schema: messageSchema() });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
