import { PASSWORD_HINT } from '@app/contract/auth';

/**
 * The helper line under a new password: the rules (`hint`, in the reader's language) until the
 * password breaks something else than them, then what it breaks.
 */
export const newPasswordHelp = (hint: string, error: { message?: string } | undefined): string | undefined =>
  !error || error.message === PASSWORD_HINT ? hint : error.message;
