/** An error whose message is written for the client; the error handler answers it as is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, message: string, code?: string, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'Please sign in', code = 'auth.INVALID_TOKEN') => new HttpError(401, message, code);
export const forbidden = (message = 'You do not have access to this', code = 'auth.FORBIDDEN') => new HttpError(403, message, code);
export const notFound = (message: string, code?: string) => new HttpError(404, message, code);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number, code = 'auth.THROTTLED') =>
  new HttpError(429, message, code, { 'retry-after': String(retryAfterSeconds) });
