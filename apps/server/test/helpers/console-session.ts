import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ConsoleSession } from '@app/contract/auth';
import { DEMO_PASSWORD } from './database-templates.ts';

/**
 * The console's cookie session as a browser keeps it (docs/decisions/062): its jar, and the CSRF token its page holds.
 */
export type CookieJar = {
  person: ConsoleSession;
  csrfToken: string;
  cookies: Map<string, string>;
  /** The Cookie header this browser sends now. */
  header(): string;
  /** Takes the answer's Set-Cookie lines, as a browser does (an emptied cookie is dropped). */
  keep(answer: LightMyRequestResponse): void;
};

export function jarOf(answer: LightMyRequestResponse): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const cookie of answer.cookies) cookies.set(cookie.name, cookie.value);
  return cookies;
}

/** Signs in through the console's route; the answer must be 200. */
export async function consoleSignIn(
  app: FastifyInstance,
  email: string,
  remember = true,
  password = DEMO_PASSWORD,
): Promise<CookieJar & { answer: LightMyRequestResponse }> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/authentication/session',
    payload: { email, password, remember },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const person = answer.json<ConsoleSession>();
  const cookies = jarOf(answer);
  const jar: CookieJar & { answer: LightMyRequestResponse } = {
    answer,
    person,
    csrfToken: person.csrfToken,
    cookies,
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(next) {
      for (const cookie of next.cookies) {
        if (cookie.value === '') cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
    },
  };
  return jar;
}
