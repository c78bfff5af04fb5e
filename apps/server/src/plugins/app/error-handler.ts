import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messageCodeOf, messageText } from '@app/contract/messages';
import { AUTH_CODES } from '@app/contract/auth';
import { HttpError } from '../../lib/http-error.ts';
import { isDataException } from '../../lib/pg-errors.ts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseErrorSummary,
  isDatabaseError,
  isDatabaseUnavailable,
} from '../../db/availability.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * One error shape for every answer ({statusCode, error, message, code?}). Client mistakes keep a message
 * written for people; anything else is logged and answered as a bare 500 — never a stack trace.
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const message = first ? namedMessage(issues[0]!) : 'Invalid request';
      return reply.status(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message,
        code: ruleCode(first?.params) ?? 'validation',
        ...codeOf(message),
        issues,
      });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({
          statusCode: error.statusCode,
          error: STATUS_TEXT[error.statusCode] ?? 'Error',
          message: error.message,
          code: error.code,
          ...(error.messageCode
            ? { messageCode: error.messageCode, params: error.params ?? {} }
            : codeOf(error.message)),
        });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
      return reply.status(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong',
        messageCode: 'somethingWentWrong',
        params: {},
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Down, restarting or too slow: the request may be retried; the pool reconnects by itself.
      request.log.warn({ db: databaseErrorSummary(error) }, 'database unavailable');
      return reply.status(503).header('retry-after', '2').send({
        statusCode: 503,
        error: 'Service Unavailable',
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'database.UNAVAILABLE',
      });
    }
    if (isDataException(error)) {
      // A value the database cannot hold (a NUL character, a number out of range …) is the client's mistake.
      // Logged without the error itself: drizzle's message carries the statement's parameter values.
      request.log.warn({ db: databaseErrorSummary(error) }, 'value refused by the database');
      return reply.status(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The request contains a value that cannot be stored',
        code: 'validation',
      });
    }
    if (error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN') {
      // @fastify/csrf-protection's refusal of a cookie-signed write, said for people.
      return reply.status(403).send({
        statusCode: 403,
        error: 'Forbidden',
        message: messageText('csrfTokenRefused'),
        code: AUTH_CODES.csrf,
        messageCode: 'csrfTokenRefused',
        params: {},
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = clientMessage(error);
      return reply.status(status).send({
        statusCode: status,
        error: STATUS_TEXT[status] ?? 'Error',
        message,
        code: error.code,
        ...codeOf(message),
      });
    }
    if (isDatabaseError(error)) {
      request.log.error({ db: databaseErrorSummary(error) }, 'database error');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong',
      messageCode: 'somethingWentWrong',
      params: {},
    });
  });
});

/** The stable code of a message the contract's table knows, so the console translates by code. */
function codeOf(message: string): { messageCode?: string; params?: Record<string, string | number> } {
  const found = messageCodeOf(message);
  return found ? { messageCode: found.code, params: found.params } : {};
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted';
    default:
      return error.message;
  }
}

/** A contract rule may name its stable code (a custom issue's `params.code`, e.g. bars.REASON_REQUIRED). */
function ruleCode(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null || !('params' in params)) return undefined;
  const inner = params.params;
  if (typeof inner !== 'object' || inner === null || !('code' in inner)) return undefined;
  return typeof inner.code === 'string' ? inner.code : undefined;
}

/**
 * zod's generic type messages do not say which field: name it ('password is required', 'Invalid email: expected string
 * …').
 */
function namedMessage({ path, message }: { path: string; message: string }): string {
  if (!path || !message.startsWith('Invalid input')) return message;
  if (/received undefined$/.test(message)) return `${path} is required`;
  return message.replace(/^Invalid input/, `Invalid ${path}`);
}
