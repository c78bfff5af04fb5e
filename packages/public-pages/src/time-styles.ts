/**
 * How the fans' pages write an instant, by kind: Intl's options, read by the server that writes the
 * page in one zone and by the pages' script that writes it again in the browser's (the server's near-me.js),
 * so both write the same words for the same zone. Without React: the server reads them before
 * React may load.
 */
export const TIME_STYLES = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  full: { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { weekday: 'long', day: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type TimeStyle = keyof typeof TIME_STYLES;

/**
 * The locale Intl writes a page's language in, where it is not the language itself: English as in Britain (9 December,
 * 16:00).
 */
export const INTL_LOCALES: Record<string, string> = { en: 'en-GB' };
