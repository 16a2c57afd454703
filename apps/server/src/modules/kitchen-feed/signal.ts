/**
 * In-process signal of newly paid tab sales: the booking of a tab sale wakes the open kitchen
 * streams of this process at once; streams also poll the database (KitchenFeed.PollSeconds) for
 * orders paid through other processes.
 */
import { EventEmitter } from 'node:events';
import type { AppContext } from '../../app-context';

const signals = new WeakMap<AppContext, EventEmitter>();

/** The context's signal (one per app): `emit('order')` after a commit, `on('order', …)` in a stream. */
export function kitchenSignal(ctx: AppContext): EventEmitter {
  let s = signals.get(ctx);
  if (!s) {
    s = new EventEmitter();
    s.setMaxListeners(0);
    signals.set(ctx, s);
  }
  return s;
}
