import type { ConsoleLanguage } from '@app/contract/languages';
import { en, type MailTextKey } from './en.ts';
import { ar, es, fr, it, zh } from './translations.ts';

export type { MailTextKey } from './en.ts';

/**
 * Mail texts in the recipient's language (the account's preferred language, English when they never
 * chose one). Per-language objects typed by the English one, so a key missing in a language fails the
 * typecheck; `{{name}}` is filled from `params`. A mail builder takes the language and asks here.
 */
const TEXTS: Record<ConsoleLanguage, Record<MailTextKey, string>> = { en, fr, es, it, ar, zh };

export type MailLanguage = ConsoleLanguage;
export const mailLanguage = (language: string | null | undefined): MailLanguage =>
  language && language in TEXTS ? (language as MailLanguage) : 'en';

export function mailText(
  language: MailLanguage,
  key: MailTextKey,
  params: Record<string, string | number> = {},
): string {
  const text = TEXTS[language][key];
  // An empty part (a bar without a name) leaves no double space behind.
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '')).replace(/ {2,}/g, ' ');
}

/** A mail's lines in one language: `t('greeting', { name })`. */
export const mailTexts = (language: string | null | undefined) => {
  const lng = mailLanguage(language);
  return (key: MailTextKey, params?: Record<string, string | number>) => mailText(lng, key, params);
};

const LOCALE_TAGS: Record<MailLanguage, string> = {
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  ar: 'ar',
  zh: 'zh-CN',
};

/** A number of hours in words, with the language's own plural: 1 hour, 3 hours, 3 heures, 3 ساعات. */
export function mailHours(language: MailLanguage, hours: number): string {
  return new Intl.NumberFormat(LOCALE_TAGS[language], { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(
    hours,
  );
}

/** A calendar day (YYYY-MM-DD) as the language writes it: 9 Mar 2026, 9 mars 2026, 2026年3月9日. */
export function mailDay(language: MailLanguage, day: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: language === 'en' ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  };
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], options).format(new Date(`${day}T00:00:00Z`));
}

/**
 * Formatters by language, zone and part: making one costs far more than using it, and a pass of
 * reminders writes thousands.
 */
const kickOffFormats = new Map<string, Intl.DateTimeFormat>();

function kickOffFormat(language: MailLanguage, timeZone: string, part: 'time' | 'day'): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${part}`;
  let format = kickOffFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      part === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : { day: 'numeric', month: language === 'en' ? 'short' : 'long', year: 'numeric' };
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], { timeZone, ...options });
    kickOffFormats.set(key, format);
  }
  return format;
}

/**
 * A kick-off as the language writes it, in the bar's time zone and naming it (the mail is read away
 * from the console, so the zone must be said): docs/product.md's '18:30 - 10 May 2031 (UTC)' in English,
 * '18:30 - 10 mai 2031 (Europe/Paris)' in French, '2031年5月10日 18:30 (UTC)' in Chinese.
 */
export function mailKickOff(language: MailLanguage, at: Date, timeZone: string): string {
  const time = kickOffFormat(language, timeZone, 'time').format(at);
  const day = kickOffFormat(language, timeZone, 'day').format(at);
  return language === 'zh' ? `${day} ${time} (${timeZone})` : `${time} - ${day} (${timeZone})`;
}
