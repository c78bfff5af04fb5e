import { z } from 'zod';

/** A language code as stored: `en`, `ro`, `pt-BR`. */
export const languageCodeSchema = z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'Invalid language code');

/** docs/product.md §5: prize texts default to English and Romanian when no list is loaded yet. */
export const DEFAULT_LANGUAGES = ['en', 'ro'] as const;

/** `GET /languages?status=1`: active languages only; `status=0` the inactive ones; no status, all. */
export const languagesQuerySchema = z.strictObject({
  status: z.enum(['0', '1']).optional(),
});

export const languageSchema = z.object({
  code: languageCodeSchema,
  name: z.string(),
  /** 1 active, 0 inactive (the SPEC's `status=1` filter). */
  status: z.union([z.literal(0), z.literal(1)]),
});
export type Language = z.infer<typeof languageSchema>;

export const languagesAnswerSchema = z.array(languageSchema);

/**
 * The console's own languages (its menus, its messages, the mails it sends). An account keeps the one
 * its person chose (`PATCH /api/authentication/me`); null until they choose.
 */
export const CONSOLE_LANGUAGES = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
const LANGUAGE_NOT_SUPPORTED_INVALID = 'Language must be one of en, fr, es, it, ar, zh';
export const consoleLanguageSchema = z.enum(CONSOLE_LANGUAGES, { message: LANGUAGE_NOT_SUPPORTED_INVALID });
export type ConsoleLanguage = z.infer<typeof consoleLanguageSchema>;
