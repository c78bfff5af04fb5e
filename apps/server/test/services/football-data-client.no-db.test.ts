import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFootballDataClient } from '../../src/services/feed/football-data-client.ts';

/**
 * The free plan's budget (decision 050): once the provider says no request is left this minute, the
 * client waits for the minute it names before sending the next one, against a real local server.
 */
describe('football-data client budget', () => {
  let server: Server;
  let base = '';
  const sentAt: number[] = [];

  beforeAll(async () => {
    server = createServer((_request, response) => {
      sentAt.push(Date.now());
      // The first answer spends the minute and says it starts again in 1 s.
      const budget =
        sentAt.length === 1
          ? { 'x-requests-available-minute': '0', 'x-requestcounter-reset': '1' }
          : { 'x-requests-available-minute': '9', 'x-requestcounter-reset': '60' };
      response.writeHead(200, { 'content-type': 'application/json', ...budget }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    });
  });

  it('at 0 requests left it waits for X-RequestCounter-Reset, then sends, and reports the budget', async () => {
    const client = createFootballDataClient({ baseUrl: base, token: 'budget-test-token', timeoutMs: 5000 });
    expect(await client.get('/one')).toEqual({ ok: true });
    expect(client.budget().available).toBe(0);
    expect(await client.get('/two')).toEqual({ ok: true });
    expect(sentAt).toHaveLength(2);
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(900);
    expect(client.budget().available).toBe(9);
  });
});
