import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrestRefused, fetchCrest, isPublicAddress, MAX_CREST_BYTES } from '../../src/services/feed/crest-fetch.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';

/**
 * A real crest host on this machine: an image, and each way an answer may be turned against the server (decision 061).
 */
function crestHost(other: () => string): Server {
  return createServer((request, response) => {
    switch (request.url) {
      case '/crest.svg':
        response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
        return;
      case '/same-origin':
        response.writeHead(302, { location: '/crest.svg' }).end();
        return;
      case '/elsewhere':
        response.writeHead(302, { location: `${other()}/crest.svg` }).end();
        return;
      case '/page':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>admin</html>');
        return;
      case '/declared-big':
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(MAX_CREST_BYTES + 1) }).end();
        return;
      case '/streamed-big': {
        response.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.alloc(64 * 1024);
        for (let sent = 0; sent <= MAX_CREST_BYTES; sent += chunk.length) response.write(chunk);
        response.end();
        return;
      }
      default:
        response.writeHead(404).end();
    }
  });
}

describe('crest fetch: only allowed origins, public addresses and images', () => {
  let allowed: Server;
  let other: Server;
  let allowedOrigin = '';
  let otherOrigin = '';
  const hitsOnOther: string[] = [];
  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const policy = () => ({ origins: [allowedOrigin], timeoutMs: 2000 });
  const refusal = async (address: string, origins = [allowedOrigin]) => {
    const error = await fetchCrest(address, { origins, timeoutMs: 2000 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CrestRefused);
    return (error as Error).message;
  };

  beforeAll(async () => {
    other = createServer((request, response) => {
      hitsOnOther.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
    });
    otherOrigin = await listen(other);
    allowed = crestHost(() => otherOrigin);
    allowedOrigin = await listen(allowed);
  });
  afterAll(async () => {
    for (const server of [allowed, other])
      await new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      });
  });

  it('reads an image from an allowed origin, also through a redirect that stays on it', async () => {
    expect((await fetchCrest(`${allowedOrigin}/crest.svg`, policy())).toString()).toBe(SVG);
    expect((await fetchCrest(`${allowedOrigin}/same-origin`, policy())).toString()).toBe(SVG);
  });

  it('refuses an origin off the list, and a redirect to one, without asking it', async () => {
    expect(await refusal(`${otherOrigin}/crest.svg`)).toContain('not an allowed crest origin');
    expect(await refusal(`${allowedOrigin}/elsewhere`)).toContain(`${otherOrigin} is not an allowed crest origin`);
    expect(await refusal('file:///etc/passwd')).toContain('not an allowed crest origin');
    expect(hitsOnOther).toEqual([]);
  });

  it('refuses a listed host name that resolves to this machine or a private network, before connecting', async () => {
    const port = new URL(allowedOrigin).port;
    expect(await refusal(`https://localhost:${port}/crest.svg`, [`https://localhost:${port}`])).toMatch(
      /localhost resolves to (127\.0\.0\.1|::1), not a public address/,
    );
    expect(
      [
        '127.0.0.1',
        '10.1.2.3',
        '172.16.0.1',
        '192.168.1.1',
        '169.254.169.254',
        '100.64.0.1',
        '0.0.0.0',
        '::1',
        'fe80::1',
        'fd00::1',
        '::ffff:127.0.0.1',
      ].filter(isPublicAddress),
    ).toEqual([]);
    expect(['8.8.8.8', '104.26.6.143', '2606:4700::6810:1a8f'].every(isPublicAddress)).toBe(true);
  });

  it('refuses what is not an image, and a body over 2 MB whether declared or streamed', async () => {
    expect(await refusal(`${allowedOrigin}/page`)).toContain('text/html, not an image');
    expect(await refusal(`${allowedOrigin}/declared-big`)).toContain(`more than ${MAX_CREST_BYTES}`);
    expect(await refusal(`${allowedOrigin}/streamed-big`)).toContain(`more than ${MAX_CREST_BYTES} bytes`);
    expect(await refusal(`${allowedOrigin}/missing`)).toBe('answered 404');
  });
});
