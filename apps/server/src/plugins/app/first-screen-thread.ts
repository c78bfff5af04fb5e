import { Worker } from 'node:worker_threads';
import type { FetchedMessage, RenderMessage, WorkerMessage } from './first-screen-worker.ts';

type Render = { fetch: typeof fetch; resolve: (screen: unknown) => void; reject: (error: Error) => void };

/**
 * The console's server build, run in a thread of its own (first-screen-worker.ts):
 * `renderFirstScreen` has the shape of the build's own, so the plugin cannot tell the two apart,
 * but the React work happens off the thread that answers requests. The render's reads come back
 * here and are answered by its `fetch` (the API, as the person). A thread that dies fails the
 * renders under way (their pages go out undrawn) and is started again for the next one.
 */
export function startFirstScreenThread<Request extends { fetch: typeof fetch }, Screen>(entry: string) {
  let worker: Worker | null = null;
  const renders = new Map<number, Render>();
  let nextRender = 0;

  const failAll = (error: Error) => {
    for (const render of renders.values()) render.reject(error);
    renders.clear();
  };

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(new URL('./first-screen-worker.ts', import.meta.url), { workerData: { entry } });
    // Idle, it does not keep the process alive; close() ends it with the app.
    started.unref();
    started.on('message', (message: WorkerMessage) => {
      const render = renders.get(message.type === 'fetch' ? message.renderId : message.id);
      if (!render) return;
      if (message.type === 'rendered') {
        renders.delete(message.id);
        render.resolve(message.screen);
      } else if (message.type === 'failed') {
        renders.delete(message.id);
        render.reject(new Error(message.message));
      } else {
        void answerRead(started, render, message.id, message.url, message.method);
      }
    });
    started.on('error', (error: Error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the first-screen thread stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  }

  async function answerRead(to: Worker, render: Render, id: number, url: string, method: string) {
    let reply: FetchedMessage;
    try {
      const response = await render.fetch(url, { method });
      const body = await response.arrayBuffer();
      reply = {
        type: 'fetched',
        id,
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body,
      };
      to.postMessage(reply, [body]);
    } catch (error) {
      reply = { type: 'fetched', id, error: error instanceof Error ? error.message : String(error) };
      to.postMessage(reply);
    }
  }

  // Started now: loading the console's build takes a moment the first page should not wait for.
  thread();
  return {
    renderFirstScreen(request: Request): Promise<Screen> {
      const { fetch, ...rest } = request;
      return new Promise<Screen>((resolve, reject) => {
        const id = nextRender++;
        renders.set(id, { fetch, resolve: resolve as (screen: unknown) => void, reject });
        const message: RenderMessage = { type: 'render', id, request: rest };
        thread().postMessage(message);
      });
    },
    async close(): Promise<void> {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
