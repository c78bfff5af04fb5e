import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * Sends a page built for this request (a first screen, 50–300 kB of HTML) compressed as the
 * client accepts: @fastify/compress hooks onto routes, and the console's page fallback is none.
 * Brotli at quality 4 (the API's answers use 3 in one call, plugins/external/compression.ts: a page is
 * 5 to 60 times bigger, and compressed off the event loop here).
 */
export async function sendCompressedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: string,
): Promise<FastifyReply> {
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
  if (!encoding) return reply.send(page);
  const body =
    encoding === 'br'
      ? await brotli(page, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page) },
        })
      : await gzipped(page);
  return reply.header('content-encoding', encoding).send(body);
}
