import { isMessageCode, messageCodeOf, type MessageParams } from '@app/contract/messages';
import { activeI18n, MESSAGES_NAMESPACE } from './i18n.ts';
import { formatDateTimeWithZone } from './format-date.ts';

/**
 * Messages of the server and the contract, shown in the current language by their stable code:
 * the code is the key of the `validation` catalogue. An error body names it
 * (`messageCode`, `params`); a zod issue or a success answer carries only English text, which the
 * contract's own table (`messageCodeOf`) turns into its code. A message without a code is shown as it came.
 */
const NAMESPACE = MESSAGES_NAMESPACE;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment in a message (ISO 8601) is written for the reader: their language, their time zone, the
 * zone named. A `count` read back from English text ('3') is a number again, so i18next picks the
 * language's plural form by it.
 */
/** A zone the browser knows (zod's contract check stays out of the start path). */
function knownZone(zone: unknown): string | undefined {
  if (typeof zone !== 'string' || zone === '') return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

function localParams(params: MessageParams): Record<string, string | number> {
  // A moment of a bar's event (a redemption) comes with the bar's zone: written on the bar's clock.
  const zone = knownZone(params['zone']);
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (name === 'count' && typeof value === 'string' && /^\d+$/.test(value)) return [name, Number(value)];
      return [
        name,
        typeof value === 'string' && ISO_DATE_TIME.test(value) ? formatDateTimeWithZone(value, zone) : value,
      ];
    }),
  );
}

/** The message of `code` in the current language, or null when the catalogue has no such code. */
export function messageByCode(code: string | undefined, params: MessageParams = {}): string | null {
  const options = { ns: NAMESPACE, ...localParams(params) };
  // A message that counts has only plural keys (`code_one`, `code_other` …): asked with its count.
  const i18n = activeI18n();
  if (!code || !i18n.exists(code, options)) return null;
  return i18n.t(code, options);
}

/** The message in the current language: by its code when given, else by the contract's code of its text. */
export function localMessage(text: string, code?: string, params?: MessageParams): string;
export function localMessage(text: string | undefined, code?: string, params?: MessageParams): string | undefined;
export function localMessage(text: string | undefined, code?: string, params?: MessageParams): string | undefined {
  if (code !== undefined) {
    const byCode = messageByCode(code, params);
    if (byCode !== null) return byCode;
  }
  if (text === undefined || text === '') return text;
  const found = messageCodeOf(text);
  return (found && isMessageCode(found.code) ? messageByCode(found.code, found.params) : null) ?? text;
}
