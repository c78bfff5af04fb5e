import fp from 'fastify-plugin';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';

/**
 * API answers over 1 kB leave brotli- or gzip-compressed when the client asks for it
 * (Accept-Encoding), with `vary: accept-encoding`. Brotli runs at quality 4 here: the default 11
 * is meant for files compressed once, and would cost more CPU per answer than the query behind it.
 * The console's static files are compressed at build time instead (plugins/app/console.ts), and
 * images (the media route) are not compressible types, so they pass untouched. Request bodies are
 * never decompressed: the API takes plain JSON and multipart only.
 */
export const compressionPlugin = fp(async (app) => {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}, { name: 'compression' });
