/**
 * The load generator of the API benchmark, run as a child process of it (`fork`): autocannon in
 * the server's own process shares the server's event loop and core, so its own work lands on every
 * request's latency, and a p99 measured there says more about the client than about the server.
 * Here the client has a process of its own, as a real one would. It receives the options from its
 * parent, runs the warm-up and the timed run, and sends the timed run's result back.
 */
import autocannon, { type Options, type Result } from 'autocannon';

/** `options`: one client; a list: several clients at once (each its own autocannon, e.g. its own cookie). */
export type LoadRequest = { options: Options | Options[]; warmUpSeconds: number; seconds: number };
export type LoadAnswer = { result: Result } | { results: Result[] } | { error: string };

process.once('message', (request: LoadRequest) => {
  void (async () => {
    try {
      const clients = [request.options].flat();
      await Promise.all(clients.map((options) => autocannon({ ...options, duration: request.warmUpSeconds })));
      const results = await Promise.all(
        clients.map((options) => autocannon({ ...options, duration: request.seconds })),
      );
      const answer = Array.isArray(request.options) ? { results } : { result: results[0]! };
      process.send!(answer satisfies LoadAnswer, () => process.exit(0));
    } catch (error) {
      process.send!({ error: String(error) } satisfies LoadAnswer, () => process.exit(1));
    }
  })();
});
