import { parentPort, workerData } from 'node:worker_threads';

/**
 * The thread that draws first screens: the console's server build runs here,
 * so a render's 100–160 ms of React never holds the thread that answers the API. Its reads go back
 * to the main thread, which answers them as the person (first-screen-renderer.ts), and the page
 * comes back as text. Messages: `render` in, `fetch` out and `fetched` in, `rendered` or `failed` out.
 */

export type RenderMessage = { type: 'render'; id: number; request: Record<string, unknown> };
export type FetchedMessage =
  | { type: 'fetched'; id: number; status: number; contentType: string; body: ArrayBuffer }
  | { type: 'fetched'; id: number; error: string };
export type WorkerMessage =
  | { type: 'fetch'; id: number; renderId: number; url: string; method: string }
  | { type: 'rendered'; id: number; screen: unknown }
  | { type: 'failed'; id: number; message: string };

type Renderer = { renderFirstScreen(request: Record<string, unknown>): Promise<unknown> };

const port = parentPort;
if (!port) throw new Error('first-screen-worker.ts runs as a worker thread');
const { entry } = workerData as { entry: string };
const renderer = (await import(entry)) as Renderer;

const send = (message: WorkerMessage) => port.postMessage(message);
const waitingReads = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
let nextRead = 0;

/** The render's `fetch`: each read is made by the main thread, as the person. */
function fetchThroughMain(renderId: number): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const id = nextRead++;
      waitingReads.set(id, { resolve, reject });
      send({ type: 'fetch', id, renderId, url, method: init?.method ?? 'GET' });
    });
}

port.on('message', (message: RenderMessage | FetchedMessage) => {
  if (message.type === 'fetched') {
    const waiting = waitingReads.get(message.id);
    waitingReads.delete(message.id);
    if ('error' in message) waiting?.reject(new Error(message.error));
    else
      waiting?.resolve(
        new Response(message.body, { status: message.status, headers: { 'content-type': message.contentType } }),
      );
    return;
  }
  const { id, request } = message;
  renderer.renderFirstScreen({ ...request, fetch: fetchThroughMain(id) }).then(
    (screen) => send({ type: 'rendered', id, screen }),
    (error: unknown) => send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) }),
  );
});
