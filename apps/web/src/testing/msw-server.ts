import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

// Vitest's jsdom global (vmThreads pool) lacks the web streams MSW uses; Node's are the same API.
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
});
const { setupServer } = await import('msw/node');

/**
 * The web tests' one request stub (Mock Service Worker): every test declares the answers it needs
 * with `server.use(...)` (or `stubApi`), and a request nobody answers fails the test.
 */
export const server = setupServer();
