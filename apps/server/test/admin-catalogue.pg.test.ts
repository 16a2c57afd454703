/**
 * A catalogue change made through one server process shows at once in another on the same
 * PostgreSQL database (a change shows in the storefront without a restart, several
 * processes behind a load balancer): no process keeps the catalogue in memory, the public answers
 * carry an ETag of their body, so a changed booking type is answered (200, new ETag) at the next
 * request, and an image uploaded through one process is served by the other. PostgreSQL only.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { API, operatorWithSession } from './admin-support';
import { onPostgres, startTestStore } from './harness';
import { NOW } from './support';

const suite = onPostgres ? describe : describe.skip;

suite(`catalogue changes across processes${onPostgres ? '' : ' (skipped: set TEST_DATABASE_URL)'}`, () => {
  it(
    'a booking type renamed and an image uploaded through one process are answered by the other at once',
    { timeout: 120_000 },
    async () => {
      const store = await startTestStore({ now: NOW });
      const other = await openDatabase({ databaseUrl: store.databaseUrl as string, dataDir: 'memory://' });
      const second = await buildApp({ db: other.db, config: store.ctx.config, clock: store.ctx.clock });
      try {
        const admin = await operatorWithSession(store, 'admin');
        const url = '/api/v1/BookingTypes?BookingTypeID=2';
        const before = await second.inject({ method: 'GET', url });
        expect(before.json()[0].BookingTypeName).not.toBe('Behind the Glass');
        const rename = await store.app.inject({
          method: 'PATCH',
          url: `${API}/booking-types/2`,
          headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf },
          payload: { name: 'Behind the Glass' },
        });
        expect(rename.statusCode).toBe(200);
        const after = await second.inject({ method: 'GET', url, headers: { 'if-none-match': String(before.headers.etag) } });
        expect([after.statusCode, after.json()[0].BookingTypeName]).toEqual([200, 'Behind the Glass']);
        expect(after.headers.etag).not.toBe(before.headers.etag);

        const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff8800' } })
          .png()
          .toBuffer();
        const boundary = 'b0undary';
        const uploaded = await store.app.inject({
          method: 'POST',
          url: `${API}/images`,
          headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            png,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
        });
        expect(uploaded.statusCode).toBe(201);
        const served = await second.inject({ method: 'GET', url: uploaded.json().url });
        expect([served.statusCode, served.headers['content-type'], served.rawPayload.length]).toEqual([
          200,
          'image/png',
          uploaded.json().bytes,
        ]);
      } finally {
        await second.close();
        await other.close();
        await store.close();
      }
    },
  );
});
