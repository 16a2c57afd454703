/**
 * The run loop of an outbox sender (the mail outbox, webhook deliveries): one pass at a time per
 * process, a wake during a pass runs another after it (a row queued meanwhile may have been missed
 * by the pass's last claim), a periodic pass every `pollMs` once started (retries, rows queued by
 * other processes), and a clean stop.
 */
export interface OutboxRunner {
  /** Starts a pass unless one is running (then another follows it). */
  wake(): void;
  /** Resolves once a pass started now (or the running one and its follow-up) is done. */
  drain(): Promise<void>;
  /** Starts the periodic pass; `onError` hears of a pass that failed (the next wake or poll tries again). */
  start(onError?: (err: unknown) => void): void;
  /** Ends the periodic pass and waits for a running one. */
  stop(): Promise<void>;
}

/** A runner of `pass` (one pass over the due rows until none is left). */
export function outboxRunner(pass: () => Promise<void>, pollMs: number): OutboxRunner {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let onError: (err: unknown) => void = () => undefined;
  const loop = async () => {
    do {
      again = false;
      await pass();
    } while (again);
  };
  const wake = () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((err: unknown) => onError(err))
      .finally(() => (running = undefined));
    return running;
  };
  return {
    wake: () => void wake(),
    drain: async () => {
      await wake();
    },
    start: (report) => {
      if (report) onError = report;
      timer ??= setInterval(wake, pollMs).unref();
      void wake();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
