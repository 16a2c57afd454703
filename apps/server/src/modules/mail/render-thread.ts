/**
 * Confirmation e-mails rendered on a worker thread (render-worker.ts), so that the images and
 * the layout of a rush's confirmations do not take the event loop from the requests
 * (docs/performance.md#where-a-checkouts-server-cpu-goes). One thread per server process,
 * started on the first confirmation and not keeping the process alive while idle. Where no
 * thread runs (under the test runner; a thread that failed to start or died) or a render on it
 * fails, the message is rendered on the event loop as before: the same bytes either way.
 */
import { Worker } from 'node:worker_threads';
import type { TransactionResult } from '@gt/contract/transactions';
import type { AppContext } from '../../app-context';
import type { ServerConfig } from '../../config/server-config';
import { confirmationEmail } from './confirmation-email';
import type { MailMessage } from './mailer';

interface Pending {
  resolve: (m: MailMessage) => void;
  reject: (e: Error) => void;
}

export interface RenderThread {
  worker: Worker;
  pending: Map<number, Pending>;
  config?: ServerConfig;
  next: number;
}

/** The thread, null once it cannot be used (then every message is rendered inline). */
let thread: RenderThread | null | undefined;

/**
 * The worker's script beside this module: the bundle's `mail-render-worker.js` in dist (the
 * build's second entry), or, run from the TypeScript sources (tsx, the bench), a bootstrap that
 * registers tsx's loader in the thread, then imports render-worker.ts.
 */
export function renderWorkerUrl(moduleUrl = import.meta.url): URL {
  if (!moduleUrl.endsWith('.ts')) return new URL('./mail-render-worker.js', moduleUrl);
  // tsx's ES module entry (import condition), resolved from this module.
  const tsx = import.meta.resolve('tsx/esm/api', moduleUrl);
  const source = new URL('./render-worker.ts', moduleUrl).href;
  return new URL(`data:text/javascript,${encodeURIComponent(`import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(source)});`)}`);
}

/** Starts a render thread on `url`; `onDown` hears why it stopped (its pending renders are rejected). */
export function startRenderThread(url: URL, onDown: (why: string) => void): RenderThread {
  const t: RenderThread = { worker: new Worker(url), pending: new Map(), next: 1 };
  t.worker.unref();
  t.worker.on('message', (r: { id: number; message?: MailMessage; error?: string }) => {
    const p = t.pending.get(r.id);
    t.pending.delete(r.id);
    if (!p) return;
    if (!r.message) return p.reject(new Error(r.error ?? 'render failed'));
    // Buffers arrive as plain Uint8Arrays.
    const attachments = r.message.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength) }));
    p.resolve({ ...r.message, ...(attachments ? { attachments } : {}) });
  });
  let stopped = false;
  const down = (why: string) => {
    if (stopped) return; // 'error' is followed by 'exit': said once
    stopped = true;
    onDown(why);
    for (const p of t.pending.values()) p.reject(new Error(why));
    t.pending.clear();
  };
  t.worker.on('error', (err) => down(err.message));
  t.worker.on('exit', (code) => down(`exit ${code}`));
  return t;
}

/** The confirmation of `receipt` rendered on thread `t` with `config` (sent to it when it changed). */
export async function renderOnThread(t: RenderThread, config: ServerConfig, receipt: TransactionResult): Promise<MailMessage> {
  if (t.config !== config) {
    t.worker.postMessage({ config });
    t.config = config;
  }
  const id = t.next++;
  // Referenced while a render is pending, so that a short-lived process waits for its e-mails.
  if (t.pending.size === 0) t.worker.ref();
  return new Promise<MailMessage>((resolve, reject) => {
    t.pending.set(id, { resolve, reject });
    t.worker.postMessage({ id, receipt });
  }).finally(() => {
    if (t.pending.size === 0) t.worker.unref();
  });
}

/**
 * The confirmation message of `receipt` (confirmationEmail, with the context's configuration),
 * built on the render thread when there is one; rendered inline if the thread fails.
 */
export async function renderConfirmation(ctx: AppContext, receipt: TransactionResult): Promise<MailMessage> {
  // The test runner's loader does not reach a thread: tests render inline (render-thread.test.ts starts one).
  if (thread === undefined)
    thread = process.env.VITEST
      ? null
      : startRenderThread(renderWorkerUrl(), (why) => {
          thread = null;
          ctx.log?.warn({ why }, `the e-mail render thread stopped (${why}); confirmations are rendered on the event loop`);
        });
  if (!thread) return confirmationEmail(ctx, receipt);
  return renderOnThread(thread, ctx.config, receipt).catch(() => confirmationEmail(ctx, receipt));
}
