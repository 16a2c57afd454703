/**
 * One money action at a time (docs/architecture.md#money-and-the-ledger: one effect per action):
 * a second press of Pay that arrives while the first is still being checked or sent does nothing,
 * whatever the payment is (by card, by gift card, a free order, a booking change), even before
 * the page has drawn the button disabled. `busy` is true from the first press to its answer.
 */
import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';

export function useSingleFlight(): {
  busy: boolean;
  /** Runs `task` unless a task run here is still running (then resolves undefined at once). */
  run<T>(task: () => Promise<T>): Promise<T | undefined>;
  /**
   * A form's onSubmit that runs `submit` (e.g. react-hook-form's handleSubmit(…)) single-flight;
   * a submit while one runs is prevented (the browser does not submit the form either).
   */
  submitOnce(submit: (e?: BaseSyntheticEvent) => Promise<void>): (e?: BaseSyntheticEvent) => Promise<void>;
} {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  const submitOnce = useCallback(
    (submit: (e?: BaseSyntheticEvent) => Promise<void>) => async (e?: BaseSyntheticEvent) => {
      e?.preventDefault();
      await run(() => submit(e));
    },
    [run],
  );
  return { busy, run, submitOnce };
}
