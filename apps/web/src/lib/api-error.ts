import { ApiRequestError } from './api-client.ts';

/** A refusal the server explained (4xx): its message is written for people. */
export const isClientError = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError && error.status < 500;

/** The server's message for a 4xx, otherwise the caller's fallback ('Something went wrong'). */
export const messageOf = (error: unknown, fallback: string): string => (isClientError(error) ? error.message : fallback);
