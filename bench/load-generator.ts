/**
 * The load generator of the API benchmark, run as a child process of it (`fork`): autocannon in
 * the server's own process shares the server's event loop and core, so its own work lands on every
 * request's latency, and a p99 measured there says more about the client than about the server.
 * Here the client has a process of its own, as a real one would. It receives the options from its
 * parent, runs the warm-up and the timed run, and sends the timed run's result back.
 */
import autocannon, { type Options, type Result } from 'autocannon';

export type LoadRequest = { options: Options; warmUpSeconds: number; seconds: number };
export type LoadAnswer = { result: Result } | { error: string };

process.once('message', (request: LoadRequest) => {
  void (async () => {
    try {
      await autocannon({ ...request.options, duration: request.warmUpSeconds });
      const result = await autocannon({ ...request.options, duration: request.seconds });
      process.send!({ result } satisfies LoadAnswer, () => process.exit(0));
    } catch (error) {
      process.send!({ error: String(error) } satisfies LoadAnswer, () => process.exit(1));
    }
  })();
});
