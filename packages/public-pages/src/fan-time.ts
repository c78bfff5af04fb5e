import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import type { ReactElement } from 'react';
import { h } from './document.ts';
import { INTL_LOCALES, TIME_STYLES, type TimeStyle } from './time-styles.ts';

const formats = new Map<string, Intl.DateTimeFormat>();
/** Intl's formatter per language, zone and kind, made once: making one costs more than writing a row. */
function formatterOf(
  lang: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  key: string,
): Intl.DateTimeFormat {
  const id = `${lang}|${timeZone}|${key}`;
  let format = formats.get(id);
  if (!format)
    formats.set(id, (format = new Intl.DateTimeFormat(INTL_LOCALES[lang] ?? lang, { ...options, timeZone })));
  return format;
}

export function formatTime(instant: Date, timeZone: string, style: TimeStyle, lang: string): string {
  return formatterOf(lang, timeZone, TIME_STYLES[style], style).format(instant);
}

/** The instant as ISO 8601 with the zone's offset there: '2026-12-08T16:00:00+01:00'. */
export function isoInZone(instant: Date, timeZone: string): string {
  return formatISO(new TZDate(instant.getTime(), timeZone));
}

/**
 * The zone's name as a fan reads it in `lang` now ('Central European Standard Time', 'Coordinated
 * Universal Time'), its IANA id when Intl has none: Intl's long name, which names UTC in words.
 */
export function zoneName(timeZone: string, lang: string, now = new Date()): string {
  const part = formatterOf(lang, timeZone, { timeZoneName: 'long' }, 'zone')
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** The local date 'YYYY-MM-DD' of an instant in a zone. */
export function dayOf(instant: Date, timeZone: string): string {
  return formatterOf('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'ymd').format(instant);
}

/** 'Today', 'Tomorrow' (Intl's words for them, capitalised) or the day's name and date, for `day` seen from `today`. */
export function dayHeading(instant: Date, timeZone: string, today: string, lang: string): string {
  const apart = Math.round((Date.parse(dayOf(instant, timeZone)) - Date.parse(today)) / 86_400_000);
  if (apart === 0 || apart === 1) {
    const word = new Intl.RelativeTimeFormat(INTL_LOCALES[lang] ?? lang, { numeric: 'auto' }).format(apart, 'day');
    return word.charAt(0).toLocaleUpperCase(lang) + word.slice(1);
  }
  return formatTime(instant, timeZone, 'day', lang);
}

/**
 * An instant as the fan reads it: `<time>` with its ISO text in the written zone and the words in
 * that zone; `data-t` names the kind, so the script writes it again in the browser's zone.
 */
export function FanTime({
  at,
  zone,
  style,
  lang,
  className,
}: {
  at: Date;
  zone: string;
  style: TimeStyle;
  lang: string;
  className?: string;
}): ReactElement {
  return h('time', { className, dateTime: isoInZone(at, zone), 'data-t': style }, formatTime(at, zone, style, lang));
}

/**
 * The line saying which zone the page's times are in; `data-zone` (the written zone) and
 * `data-label` (the sentence with `{zone}` in it) let the script say the browser's instead.
 */
export function ZoneNote({
  zone,
  lang,
  sentence,
}: {
  zone: string;
  lang: string;
  sentence: (zone: string) => string;
}): ReactElement {
  return h(
    'p',
    { className: 'note zone', 'data-zone': zone, 'data-label': sentence('{zone}') },
    sentence(zoneName(zone, lang)),
  );
}
