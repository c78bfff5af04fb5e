import { messageText, type MessageCode, type MessageParams } from '@app/contract/messages';

/**
 * An error whose message is written for the client; the error handler answers it as is. A message
 * with variable parts is given by its code and params (`coded`), so the console can write it in the
 * reader's language and format its dates for the reader's time zone; `message` stays English.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly headers: Record<string, string>;
  readonly messageCode: MessageCode | undefined;
  readonly params: MessageParams | undefined;
  constructor(statusCode: number, message: string | CodedText, code?: string, headers: Record<string, string> = {}) {
    super(typeof message === 'string' ? message : message.text);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
    if (typeof message !== 'string') {
      this.messageCode = message.messageCode;
      this.params = message.params;
    }
  }
}

/** A message by code: `text` is the English one (its own wording of the params, e.g. a UTC time). */
export type CodedText = { messageCode: MessageCode; params: MessageParams; text: string };

/**
 * The message `code` with `params` for the console, and English text written from `englishParams` (default: the same).
 */
export const coded = (
  messageCode: MessageCode,
  params: MessageParams = {},
  englishParams: MessageParams = params,
): CodedText => ({ messageCode, params, text: messageText(messageCode, englishParams) });

export const badRequest = (message: string | CodedText, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message: string | CodedText = 'Please sign in', code = 'auth.INVALID_TOKEN') =>
  new HttpError(401, message, code);
export const forbidden = (message: string | CodedText = 'You do not have access to this', code = 'auth.FORBIDDEN') =>
  new HttpError(403, message, code);
export const notFound = (message: string | CodedText, code?: string) => new HttpError(404, message, code);
export const conflict = (message: string | CodedText, code?: string) => new HttpError(409, message, code);
export const tooManyRequests = (message: string | CodedText, retryAfterSeconds: number, code = 'auth.THROTTLED') =>
  new HttpError(429, message, code, { 'retry-after': String(retryAfterSeconds) });
