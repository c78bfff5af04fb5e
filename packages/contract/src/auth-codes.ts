/*
 * Without zod: the sign-in screens read a refusal's code on their start path, which loads no schema.
 */
/** Stable error codes the console maps to its own texts. */
export const AUTH_CODES = {
  wrongCredentials: 'auth.WRONG_CREDENTIALS',
  invalidToken: 'auth.INVALID_TOKEN',
  forbidden: 'auth.FORBIDDEN',
  throttled: 'auth.THROTTLED',
  emailTaken: 'auth.EMAIL_TAKEN',
  deactivated: 'auth.ACCOUNT_DEACTIVATED',
  /** An owner's invitation of an account an admin deactivated. */
  deactivatedByAdmin: 'auth.DEACTIVATED_BY_ADMIN',
  /** A manager or scanner of a bar whose owner an admin deactivated. */
  barOwnerDeactivated: 'auth.BAR_OWNER_DEACTIVATED',
  /** A person with several bars whose request named none (the X-Bar-Id header). */
  chooseBar: 'auth.CHOOSE_BAR',
  /** An X-Bar-Id header that is no bar id. */
  barIdNotValid: 'auth.BAR_ID_NOT_VALID',
  /** A right password on an account whose address is not confirmed yet. */
  emailUnconfirmed: 'auth.EMAIL_UNCONFIRMED',
  invalidConfirmLink: 'auth.INVALID_CONFIRM_LINK',
  /** A write by the session cookie without the page's CSRF token. */
  csrf: 'auth.CSRF_TOKEN',
} as const;
