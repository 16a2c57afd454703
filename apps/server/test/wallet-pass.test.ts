/**
 * Apple Wallet passes (docs/operator-guide.md#apple-wallet-passes): with a Pass Type ID
 * certificate (here a self-signed CA standing in for Apple's WWDR and a signer it issued, made
 * with openssl at test time, the key encrypted with a passphrase) the pass of a booking is an
 * eventTicket whose QR code is the booking barcode, every file hashed in manifest.json, and the
 * manifest signed so that `openssl smime -verify` accepts it; a cancelled booking answers 410;
 * without the Wallet configuration the route answers 404.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { TransactionResult } from '@gt/contract/transactions';
import { messages } from '@gt/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/sale-schema';
import { confirmationEmail } from '../src/modules/mail/confirmation-email';
import { cartFor, expectErrors, freshEvent, NOW, pay } from './checkout-support';
import { useTestStore } from './support';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'gt-wallet-'));
const file = (name: string) => join(dir, name);
const PASSPHRASE = 'pass phrase of the signer key';

const wallet = {
  PassTypeIdentifier: 'pass.org.example.tickets',
  TeamIdentifier: 'ABCDE12345',
  SignerCertFile: file('signer.pem'),
  SignerKeyFile: file('signer.key'),
  SignerKeyPassphrase: PASSPHRASE,
  WWDRCertFile: file('ca.pem'),
  VenueLocation: '1 Harbor Way, Galveston TX',
};

const s = useTestStore({ now: NOW, config: { Wallet: wallet } });
const off = useTestStore({ now: NOW });

beforeAll(async () => {
  await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', file('ca.key'), '-out', file('ca.pem'), '-days', '2', '-subj', '/CN=Test WWDR']);
  await run('openssl', ['req', '-newkey', 'rsa:2048', '-keyout', file('signer.key'), '-passout', `pass:${PASSPHRASE}`, '-out', file('signer.csr'), '-subj', '/CN=Pass Type ID: pass.org.example.tickets']);
  await run('openssl', ['x509', '-req', '-in', file('signer.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial', '-out', file('signer.pem'), '-days', '2']);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function buy(store = s.store): Promise<TransactionResult> {
  const { body } = await cartFor(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 2 }]);
  const res = await pay(store, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TransactionResult;
}
const bookOne = async (store = s.store) => (await buy(store)).Events[0] as TransactionResult['Events'][number];

const download = (barcode: string, store = s.store) => store.app.inject({ method: 'GET', url: `/api/v1/wallet/bookings/${barcode}.pkpass` });

describe('GET /api/v1/wallet/bookings/{barcode}.pkpass', () => {
  it('answers a signed eventTicket pass with the booking barcode as its QR code', async () => {
    const booking = await bookOne();
    const res = await download(booking.Barcode);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const files = unzipSync(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['icon.png', 'icon@2x.png', 'logo.png', 'logo@2x.png', 'manifest.json', 'pass.json', 'signature']);

    const pass = JSON.parse(Buffer.from(files['pass.json'] as Uint8Array).toString('utf8')) as Record<string, unknown> & {
      barcodes: { format: string; message: string }[];
      eventTicket: Record<string, { key: string; value: string }[]>;
    };
    expect(pass).toMatchObject({
      passTypeIdentifier: wallet.PassTypeIdentifier,
      teamIdentifier: wallet.TeamIdentifier,
      organizationName: 'Harbor Lights Aquarium',
      serialNumber: booking.Barcode,
    });
    expect(pass.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR', message: booking.Barcode });
    const field = (group: string, key: string) => pass.eventTicket[group]?.find((f) => f.key === key)?.value;
    expect(field('primaryFields', 'event')).toBe(booking.EventName);
    // The start in venue time (shown as such wherever the phone is), the same instant as relevantDate.
    expect(field('secondaryFields', 'starts')).toBe(booking.EventStartDateTime);
    expect(new Date(pass.relevantDate as string).getTime()).toBe(new Date(booking.EventStartDateTime).getTime());
    expect(field('auxiliaryFields', 'venue')).toBe('Harbor Lights Aquarium');
    expect(field('auxiliaryFields', 'booking')).toBe(String(booking.BookingID));
    expect(field('backFields', 'location')).toBe('1 Harbor Way, Galveston TX');

    const manifest = JSON.parse(Buffer.from(files['manifest.json'] as Uint8Array).toString('utf8')) as Record<string, string>;
    const hashed = Object.keys(files).filter((n) => n !== 'manifest.json' && n !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(hashed.sort());
    for (const name of hashed) expect(manifest[name], name).toBe(createHash('sha1').update(files[name] as Uint8Array).digest('hex'));

    writeFileSync(file('manifest.json'), files['manifest.json'] as Uint8Array);
    writeFileSync(file('signature'), files.signature as Uint8Array);
    // Throws (exit status not 0) unless the signature of manifest.json chains to the CA.
    await run('openssl', ['smime', '-verify', '-inform', 'DER', '-binary', '-in', file('signature'), '-content', file('manifest.json'), '-CAfile', file('ca.pem'), '-out', '/dev/null']);
  });

  it('answers 410 for a cancelled booking and 404 for an unknown barcode', async () => {
    const booking = await bookOne();
    await s.store.ctx.db.update(bookings).set({ status: 'Cancelled' }).where(eq(bookings.barcode, booking.Barcode));
    expectErrors(await download(booking.Barcode), 410, messages.walletBookingCancelled);
    expectErrors(await download('0000000000NOSUCHCODE'), 404, messages.walletBookingNotFound);
  });

  it('says in the public configuration that passes are on', async () => {
    expect((await s.store.app.inject({ method: 'GET', url: '/api/v1/config' })).json()).toMatchObject({ WalletPasses: true });
  });
});

describe('the confirmation e-mail', () => {
  it('links each event booking to its pass when passes are on, and not when they are off', async () => {
    const on = await buy();
    const barcode = on.Events[0]?.Barcode as string;
    const url = `http://localhost:3000/api/v1/wallet/bookings/${barcode}.pkpass`;
    const mail = await confirmationEmail(s.store.ctx, on);
    expect(mail.text).toContain(`Add to Apple Wallet: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('Add to Apple Wallet');
    expect((await confirmationEmail(off.store.ctx, await buy(off.store))).text).not.toContain('Apple Wallet');
  });
});

describe('without the Wallet configuration', () => {
  it('answers 404 and the public configuration says passes are off', async () => {
    const booking = await bookOne(off.store);
    expectErrors(await download(booking.Barcode, off.store), 404, messages.requestedUrlNotFound);
    expect((await off.store.app.inject({ method: 'GET', url: '/api/v1/config' })).json()).toMatchObject({ WalletPasses: false });
  });
});
