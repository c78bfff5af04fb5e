import { z } from 'zod';
import { emailSchema, NAME_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS, roleSchema } from './common.ts';
import { consoleLanguageSchema } from './languages.ts';
import { isSafeReturnPath } from './return-path.ts';
import { accountBarSchema } from './account-bars.ts';

/** The console's themes and layouts (docs/product.md §9), kept with the account as the language is. */
export const CONSOLE_THEMES = ['light', 'semi-dark', 'dark'] as const;
export const CONSOLE_LAYOUTS = ['full-width', 'boxed', 'framed'] as const;
export const consoleThemeSchema = z.enum(CONSOLE_THEMES, { message: 'Theme is light, semi-dark or dark' });
export const consoleLayoutSchema = z.enum(CONSOLE_LAYOUTS, { message: 'Layout is full-width, boxed or framed' });
export type ConsoleTheme = z.infer<typeof consoleThemeSchema>;
export type ConsoleLayout = z.infer<typeof consoleLayoutSchema>;

/** docs/product.md §5: at least 8 characters, one uppercase, one lowercase and one number. */
export const PASSWORD_HINT = 'At least 8 characters, one uppercase, one lowercase and one number';
export const strongPasswordSchema = z
  .string()
  .max(256, 'Password is too long')
  .refine((v) => v.length >= 8 && /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v), PASSWORD_HINT);

export const signinBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(256, 'Password is too long'),
});
export type SigninBody = z.infer<typeof signinBodySchema>;

export const signupBodySchema = z.strictObject({
  email: emailSchema,
  password: strongPasswordSchema,
  username: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name is too long')
    .regex(NO_CONTROL_CHARACTERS, NAME_CONTROL_CHARACTERS),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** A page of this site a fan comes back to after signing in or up (never another origin). */
export const returnPathSchema = z.string().refine(isSafeReturnPath, 'The return address must be a page of this site');

/**
 * What a sign-up answers, whether or not the address has an account: the mail
 * says which, so the answer tells nobody which addresses are known.
 */
export const SIGNUP_ANSWER = 'Check your mail: we have sent a message to this address to finish signing up.';

/** The login record the console keeps (docs/product.md §3, Auth). */
export const loginRecordSchema = z.object({
  accessToken: z.string(),
  /** The refresh token. `authToken` carries the same value (docs/product.md reads both names). */
  refreshToken: z.string(),
  authToken: z.string(),
  userId: z.uuid(),
  /** The account's only bar; null with none, or with several (then `bars` lists them). */
  barId: z.uuid().nullable(),
  /** Every bar the account holds a role in, with the role (a request names one by the X-Bar-Id header). */
  bars: z.array(accountBarSchema),
  nickname: z.string(),
  email: z.string(),
  role: roleSchema,
  /** The account's preferred language; null when the person never chose one. */
  language: consoleLanguageSchema.nullable().optional(),
  /** The account's theme and layout; null when the person never chose one. */
  theme: consoleThemeSchema.nullable().optional(),
  layout: consoleLayoutSchema.nullable().optional(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

/**
 * The console's session: its tokens live in HttpOnly cookies the page's
 * scripts cannot read; the page gets the person and the CSRF token it sends with every write.
 */
export const consoleSessionSchema = loginRecordSchema
  .omit({ accessToken: true, refreshToken: true, authToken: true })
  .extend({ csrfToken: z.string() });
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

/** `remember`: "Remember me": the cookies outlive the browser session (kept as long as the session may live). */
export const rememberSchema = z.boolean();

/** `POST /api/authentication/session`: the console's sign-in (the answer sets the cookies, carries no token). */
export const consoleSigninBodySchema = signinBodySchema.extend({ remember: rememberSchema });
export type ConsoleSigninBody = z.infer<typeof consoleSigninBodySchema>;

/** `POST /api/authentication/session/refresh`: the console's refresh, by the refresh cookie. */
export const consoleRefreshBodySchema = z.strictObject({ remember: rememberSchema });
export const consoleRefreshAnswerSchema = z.object({ csrfToken: z.string() });

/** A sign-up with `remember` (the console's) answers the session in cookies: no token in the answer. */
export const consoleSignupAnswerSchema = z.object({ result: consoleSessionSchema });

const linkTokenSchema = z.string().min(20, 'The reset link is not valid').max(200, 'The reset link is not valid');

/** `POST /api/authentication/confirm-email`: the mailed link's token; the console's session is kept per `remember`. */
export const confirmEmailBodySchema = z.strictObject({ token: linkTokenSchema, remember: rememberSchema.optional() });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;
/**
 * A confirmed address: a new account's link signs the person in (`session`, in cookies) and names
 * the page they signed up from; a changed address's link only changes it (`session` null).
 */
export const confirmEmailAnswerSchema = z.object({
  email: z.string(),
  role: roleSchema,
  returnTo: z.string().nullable(),
  session: consoleSessionSchema.nullable(),
});
export type ConfirmEmailAnswer = z.infer<typeof confirmEmailAnswerSchema>;

export const refreshAnswerSchema = z.object({
  accessToken: z.string(),
  /** The rotated refresh token: the one just used is spent. */
  authToken: z.string(),
});
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>;

export const changePasswordBodySchema = z.strictObject({
  oldPassword: z.string().min(1, 'Old password is required').max(256, 'Password is too long'),
  password: strongPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

const resetTokenSchema = z.string().min(20, 'The reset link is not valid').max(200, 'The reset link is not valid');

export const resetPasswordBodySchema = z.strictObject({
  token: resetTokenSchema,
  password: strongPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/**
 * `GET /api/authentication/reset-password?token=`: whether a reset or invitation link can still be used (it is not
 * spent).
 */
export const resetLinkQuerySchema = z.strictObject({ token: resetTokenSchema });
export type ResetLinkQuery = z.infer<typeof resetLinkQuerySchema>;
export const resetLinkAnswerSchema = z.object({ expiresAt: z.iso.datetime() });
export type ResetLinkAnswer = z.infer<typeof resetLinkAnswerSchema>;

export const meAnswerSchema = z.object({
  userId: z.uuid(),
  /** The request's current bar (named by X-Bar-Id), else the account's only one; null with none or several. */
  barId: z.uuid().nullable(),
  /** Every bar the account holds a role in, with the role; the console's bar switcher lists them. */
  bars: z.array(accountBarSchema),
  nickname: z.string(),
  email: z.string(),
  /** The role in the current bar (its owner, or the team role), else the account's. */
  role: roleSchema,
  /** The account's preferred console language; null when the person never chose one. */
  language: consoleLanguageSchema.nullable().optional(),
  theme: consoleThemeSchema.nullable().optional(),
  layout: consoleLayoutSchema.nullable().optional(),
  /** Asked with the session cookie (the console): the token its writes carry. */
  csrfToken: z.string().optional(),
});
export type MeAnswer = z.infer<typeof meAnswerSchema>;

export { AUTH_CODES } from './auth-codes.ts';

export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this email, we have sent a link to reset the password.';

/** `PATCH /api/authentication/me`: what a person may change about their own account here (at least one). */
export const updateMeBodySchema = z
  .strictObject({
    language: consoleLanguageSchema.optional(),
    theme: consoleThemeSchema.optional(),
    layout: consoleLayoutSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send a language, a theme or a layout' });

export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;
