/**
 * Every failed e-mail attempt is logged with its reason (modules/mail/outbox.ts): against a real
 * local SMTPS server whose certificate is self-signed (made with openssl at test time), sending
 * fails with a real TLS error, logged once per attempt (warn) with that reason, and retried.
 * Skipped when openssl is not installed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSender, retryDelayMs } from '../src/modules/mail/outbox';
import { NOW, cartFor, countRows, freshEvent, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let dir = '';
let smtps: Server;
let store: TestStore;
const logged: { level: string; message: string; reason?: string }[] = [];

beforeAll(async () => {
  if (!hasOpenssl) return;
  dir = mkdtempSync(join(tmpdir(), 'gt-smtps-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  // An SMTPS server (TLS from the first byte) presenting the self-signed certificate.
  smtps = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (socket) => socket.end('220 localhost ESMTP\r\n'));
  smtps.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => smtps.listen(0, '127.0.0.1', resolve));
  const port = (smtps.address() as AddressInfo).port;
  store = await startTestStore({ now: NOW, config: { Mail: { SmtpURL: `smtps://127.0.0.1:${port}` } } });
  const entry = (level: string) => (o: { reason?: string }, message?: string) => void logged.push({ level, message: String(message), reason: o.reason });
  store.ctx.log = { info: () => undefined, warn: entry('warn'), error: entry('error') } as unknown as NonNullable<TestStore['ctx']['log']>;
});
afterAll(async () => {
  if (!hasOpenssl) return;
  await store.close();
  await new Promise((resolve) => smtps.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasOpenssl)('an SMTP server with an untrusted (self-signed) certificate (skipped without openssl)', () => {
  it('each failed attempt is logged once with the TLS reason, and the e-mail is retried after the backoff', async () => {
    const { body } = await cartFor(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 1 }], { email: 'tls@example.org' });
    const res = await pay(store, body);
    expect(res.statusCode, res.body).toBe(200);
    await mailSender(store.ctx).drain();
    expect(logged).toEqual([
      {
        level: 'warn',
        message: expect.stringMatching(/^booking-confirmation e-mail \d+ not sent \(attempt 1 of 8\), retrying at .*: self-signed certificate/),
        reason: expect.stringContaining('self-signed certificate'),
      },
    ]);
    expect(await countRows(store, 'mail_outbox', `sent_at is null and attempts = 1 and last_error like '%self-signed certificate%'`)).toBe(1);

    // Not due yet: no attempt, no log line. Due: a second attempt, a second line.
    await mailSender(store.ctx).drain();
    expect(logged).toHaveLength(1);
    store.setNow(new Date(NOW.getTime() + retryDelayMs(1)));
    await mailSender(store.ctx).drain();
    expect(logged.map((l) => [l.level, /attempt 2 of 8/.test(l.message), l.reason?.includes('self-signed certificate')])).toEqual([
      ['warn', false, true],
      ['warn', true, true],
    ]);
  });
});
