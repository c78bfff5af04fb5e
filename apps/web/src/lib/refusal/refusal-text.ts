import { ApiRequestError } from '../api-client.ts';
import { activeI18n } from '../i18n.ts';

/** A refusal the server explained (4xx): its coded message, already in the reader's language. */
export const isRefusal = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status < 500;

/** The server's stable code of a refusal, for a page that handles one case itself. */
export const refusalCode = (error: unknown): string | undefined => (isRefusal(error) ? error.code : undefined);

/**
 * What a person reads about a failed call: the server's reason, or 'Something went wrong' when it gave none (5xx,
 * network).
 */
export const refusalText = (error: unknown): string =>
  isRefusal(error) ? error.message : activeI18n().t('common:somethingWentWrong');

/** A session that ended: the sign-in dialog speaks for it, nothing else does. */
export const isSessionEnd = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 401;
