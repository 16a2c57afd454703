/**
 * The confirmation e-mail renderer's worker thread (render-thread.ts starts it): builds the
 * confirmation message of a receipt (confirmation-email.ts: barcode and QR images, the calendar
 * files, the HTML layout) off the server's event loop. Messages in: `{ config }` (the server
 * configuration the next renders use; sent again only when it changes, so that the layout stays
 * compiled) and `{ id, receipt }`; out: `{ id, message }` or `{ id, error }`. The images' bytes
 * are transferred, not copied.
 */
import { parentPort } from 'node:worker_threads';
import type { TransactionResult } from '@gt/contract/transactions';
import type { AppContext } from '../../app-context';
import type { ServerConfig } from '../../config/server-config';
import { confirmationEmail } from './confirmation-email';

type Request = { config: ServerConfig } | { id: number; receipt: TransactionResult };

let ctx: AppContext | undefined;

parentPort?.on('message', (req: Request) => {
  if ('config' in req) {
    // The e-mail modules read only the configuration of their context.
    ctx = { config: req.config } as AppContext;
    return;
  }
  const { id, receipt } = req;
  if (!ctx) return parentPort?.postMessage({ id, error: 'no configuration' });
  confirmationEmail(ctx, receipt).then(
    (message) => {
      const buffers = (message.attachments ?? []).map((a) => a.content.buffer).filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
      // A Buffer may share a pooled ArrayBuffer with others: transfer only those it owns whole.
      const own = [...new Set(buffers)].filter((b) => (message.attachments ?? []).some((a) => a.content.buffer === b && a.content.byteLength === b.byteLength));
      parentPort?.postMessage({ id, message }, own);
    },
    (err: unknown) => parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) }),
  );
});
