/**
 * Confirmation e-mails rendered on the worker thread (modules/mail/render-thread.ts,
 * docs/performance.md#where-a-checkouts-server-cpu-goes): the same message, byte for byte, as
 * rendered on the event loop, its images usable Buffers; the configuration is sent again when it
 * changes; a thread that dies rejects what it had pending (the outbox then renders inline).
 * The thread runs the TypeScript sources through tsx's loader, as under the bench; the bundle's
 * worker (dist/mail-render-worker.js) is checked by build-output.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context';
import { loadConfig } from '../src/config/server-config';
import { confirmationEmail } from '../src/modules/mail/confirmation-email';
import { renderOnThread, renderWorkerUrl, startRenderThread, type RenderThread } from '../src/modules/mail/render-thread';
import { decodeQr, sampleReceipt } from './mail-support';

const sourceUrl = new URL('../src/modules/mail/render-thread.ts', import.meta.url).href;
let thread: RenderThread | undefined;
afterEach(async () => {
  await thread?.worker.terminate();
  thread = undefined;
});

const configWith = (Public: Record<string, unknown>) => loadConfig({}, { DataDir: 'memory://', Public });

describe('the e-mail render thread', () => {
  it('renders the confirmation exactly as the event loop does, images included', async () => {
    const stops: string[] = [];
    thread = startRenderThread(renderWorkerUrl(sourceUrl), (why) => stops.push(why));
    const config = configWith({ ShowReadableBarcode: true });
    const onThread = await renderOnThread(thread, config, sampleReceipt);
    const inline = await confirmationEmail({ config } as AppContext, sampleReceipt);
    expect(onThread.subject).toBe('Harbor Lights Aquarium booking confirmation, receipt 100001');
    expect({ ...onThread, attachments: undefined }).toEqual({ ...inline, attachments: undefined });
    expect(onThread.attachments?.map((a) => a.filename)).toEqual(inline.attachments?.map((a) => a.filename));
    for (const [i, a] of (onThread.attachments ?? []).entries()) {
      expect(Buffer.isBuffer(a.content)).toBe(true);
      expect(a.content.equals(inline.attachments?.[i]?.content ?? Buffer.alloc(0))).toBe(true);
    }
    const qr = onThread.attachments?.find((a) => a.cid === 'TICKETBARCODE000002@barcode');
    expect(await decodeQr(qr?.content ?? Buffer.alloc(0))).toBe('TICKETBARCODE000002');
    expect(stops).toEqual([]);
  });

  it('uses a changed configuration from the next message on', async () => {
    thread = startRenderThread(renderWorkerUrl(sourceUrl), () => undefined);
    expect((await renderOnThread(thread, configWith({ ShowReadableBarcode: true }), sampleReceipt)).text).toContain('TICKETBARCODE000001');
    expect((await renderOnThread(thread, configWith({ ShowReadableBarcode: false }), sampleReceipt)).text).not.toContain('TICKETBARCODE000001');
  });

  it('rejects the renders pending on a thread that stops, and says why once', async () => {
    const stops: string[] = [];
    thread = startRenderThread(renderWorkerUrl(sourceUrl), (why) => stops.push(why));
    const pending = renderOnThread(thread, configWith({}), sampleReceipt);
    await thread.worker.terminate();
    await expect(pending).rejects.toThrow(/^exit \d$/);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatch(/^exit \d$/);
  });
});
