import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

/**
 * A request as the server received it: path with query, method, parsed body, the CSRF header, and
 * any bearer header (the console sends none: its session is in cookies, docs/decisions/062).
 */
export type ApiCall = {
  url: string;
  method: string;
  body: unknown;
  csrfToken: string | undefined;
  authorization?: string;
  /** The bar the request names (X-Bar-Id), for an account with several. */
  barId?: string;
};
export type ApiReply = { status: number; body: unknown } | 'network-error';

/** The CSRF token a test's console holds (setup-tests.ts), as after its session check. */
export const TEST_CSRF_TOKEN = 'csrf-test';

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return JSON.parse(await request.text()) as unknown;
  if (type.includes('multipart/form-data')) return request.formData();
  return undefined;
}

/**
 * Answers every /api request of the current test with `answer` and records what was sent, in
 * order. Registered with `server.use`, so it ends with the test (setup-tests.ts resets handlers).
 */
export function stubApi(answer: (call: ApiCall) => ApiReply | Promise<ApiReply>): ApiCall[] {
  const calls: ApiCall[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const call: ApiCall = {
        url: url.pathname + url.search,
        method: request.method,
        body: await bodyOf(request),
        csrfToken: request.headers.get('x-csrf-token') ?? undefined,
        ...(request.headers.has('authorization') ? { authorization: request.headers.get('authorization') ?? '' } : {}),
        ...(request.headers.has('x-bar-id') ? { barId: request.headers.get('x-bar-id') ?? '' } : {}),
      };
      calls.push(call);
      const reply = await answer(call);
      if (reply === 'network-error') return HttpResponse.error();
      return new HttpResponse(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
