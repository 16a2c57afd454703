import { afterEach, describe, expect, it, vi } from 'vitest';
import { postTransaction } from '../features/checkout/api/post-transaction';
import { postBookingChange } from '../features/manage-booking/api/post-booking-change';

function reply(status: number, message?: string) {
  const body = message === undefined ? 'nope' : JSON.stringify({ Errors: [{ ErrorMessage: message }] });
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status })));
}
const opts = { middlewareUrl: '/middleware', middlewareKey: 'wrong', idempotencyKey: 'k-1' };
const payFailure = () => postTransaction({ ...opts, body: {} as never }).then(() => null, (e: Error & { status: number }) => [e.status, e.message]);
const changeFailure = () => postBookingChange({ ...opts, body: {} as never }).then(() => null, (e: Error & { status: number }) => [e.status, e.message]);

afterEach(() => vi.unstubAllGlobals());

describe('payment middleware errors (spec 01 §8, spec 02 §8)', () => {
  it('a 401 of the middleware says "Middleware credentials are not valid", for a purchase and a booking change', async () => {
    reply(401, 'Middleware credentials are not valid');
    expect(await payFailure()).toEqual([401, 'Middleware credentials are not valid']);
    reply(401);
    expect(await changeFailure()).toEqual([401, 'Middleware credentials are not valid']);
  });

  it('shows the server’s message for 400/403/422, else "Unable to perform transaction, response status: N"', async () => {
    reply(422, 'Your card was declined.');
    expect(await payFailure()).toEqual([422, 'Your card was declined.']);
    reply(502);
    expect(await payFailure()).toEqual([502, 'Unable to perform transaction, response status: 502']);
  });
});
