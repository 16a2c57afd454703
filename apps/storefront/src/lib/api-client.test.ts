import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';

function reply(status: number, body?: unknown) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(body === undefined ? 'nope' : JSON.stringify(body), { status })));
}
const failure = () => apiRequest('/api/v1/x', { what: 'load display areas' }).then(() => null, (e: Error & { status: number }) => [e.status, e.message]);

afterEach(() => vi.unstubAllGlobals());

describe('API error texts (spec 01 §8)', () => {
  it('gives the server message without its "Error: " prefix', async () => {
    reply(400, { Errors: [{ ErrorMessage: 'Error: Tour event 9 was not found.' }] });
    expect(await failure()).toEqual([400, 'Tour event 9 was not found.']);
  });

  it('names a 401 "Authorization has been denied for this request." and a 404 "The Requested URL was not found."', async () => {
    reply(401);
    expect(await failure()).toEqual([401, 'Authorization has been denied for this request.']);
    reply(404);
    expect(await failure()).toEqual([404, 'The Requested URL was not found.']);
  });

  it('carries the payment step of a 402 (3-D Secure) with its message', async () => {
    reply(402, { Errors: [{ ErrorMessage: 'Your bank asks you to confirm this payment.' }], PaymentAction: { ClientSecret: 'pi_1_secret_2' } });
    const e = await apiRequest('/api/v1/x', { what: 'perform transaction' }).catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 402, message: 'Your bank asks you to confirm this payment.', paymentAction: { ClientSecret: 'pi_1_secret_2' } });
    reply(422, { Errors: [{ ErrorMessage: 'Your card was declined.' }], PaymentAction: { ClientSecret: 'pi_1_secret_2' } });
    expect(await apiRequest('/api/v1/x', { what: 'perform transaction' }).catch((x: { paymentAction?: unknown }) => x.paymentAction)).toBeUndefined();
  });

  it('falls back to "Unable to …, response status: N"', async () => {
    reply(500);
    expect(await failure()).toEqual([500, 'Unable to load display areas, response status: 500']);
  });

  it('answers a 204 with the request\'s noContent value, else "Unable to …, response status: 204" (not "Unexpected end of JSON input")', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
    expect(await apiRequest('/api/v1/x', { what: 'load display areas', noContent: [] })).toEqual([]);
    expect(await failure()).toEqual([204, 'Unable to load display areas, response status: 204']);
  });
});
