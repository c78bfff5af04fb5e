/**
 * A background pass run every `pollMs`, at once when kicked, one at a time in this process, and
 * stopped with the app (no timer left behind). The mail outbox and the game's scoring jobs run on
 * it; what makes a pass safe across instances is the pass's own claim (FOR UPDATE SKIP LOCKED).
 * `pass` answers how many items it handled; `onError` hears a pass that threw (it is tried again
 * at the next poll or kick).
 */
export function createPollingWorker({
  pass,
  pollMs,
  onError,
}: {
  pass: () => Promise<number>;
  pollMs: number;
  onError: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  /** A kick's pass is scheduled (timer of 0) and has not started yet. */
  let kickPending = false;

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
  }

  async function tick(): Promise<void> {
    timer = null;
    kickPending = false;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          onError(error);
        }
      } while (again && !stopped);
    })();
    await running;
    running = null;
    schedule(pollMs);
  }

  return {
    /** Polls from now on (the app's onReady). */
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Something was just queued and committed: handle it now rather than at the next poll. */
    kick() {
      if (stopped) return;
      if (running) again = true;
      else {
        kickPending = true;
        schedule(0);
      }
    },
    /** Stops polling and waits for a pass in progress (the app's onClose): no timer is left. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      // A kick cleared with its timer is not pending any more (flush would wait for it for ever).
      kickPending = false;
      await running;
    },
    /**
     * Handles everything due now, including what a background pass holds (tests, tools). A kick
     * whose pass has not started yet is done here instead, so no pass is left to run after the
     * flush (a benchmark's next request would pay for it); polling goes on as before.
     */
    async flush(): Promise<void> {
      let tookKick = false;
      for (;;) {
        if (kickPending && timer) {
          clearTimeout(timer);
          timer = null;
          kickPending = false;
          tookKick = true;
        }
        await running;
        const handled = await pass();
        if (handled === 0 && !running && !kickPending) break;
      }
      if (tookKick && !timer && !running) schedule(pollMs);
    },
  };
}

export type PollingWorker = ReturnType<typeof createPollingWorker>;
