import { afterEach, describe, expect, it, vi } from 'vitest';
import { installCardFieldsModule } from '../../testing/card-fields-module';
import { postTransaction } from './api/post-transaction';
import { awaitingAction, PaymentActionError, withPaymentActions } from './payment-action';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const receipt = { TransactionID: 'T-1' };
const challenge = (secret: string) => ({ status: 402, body: { Errors: [{ ErrorMessage: 'Your bank asks you to confirm this payment.' }], PaymentAction: { ClientSecret: secret } } });

/** The server answers `replies` in turn; the requests it got are recorded. */
function server(replies: { status: number; body: unknown }[]) {
  const requests: { key: string | null; body: string }[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    requests.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: String(init.body) });
    const r = replies.shift() ?? { status: 500, body: {} };
    return Promise.resolve(new Response(JSON.stringify(r.body), { status: r.status }));
  });
  return requests;
}

const attempt = { key: 'key-1', body: { NodeNo: 1, CustomerID: 7, CustomerToken: 't', Payments: [] } };
const send = () => postTransaction({ middlewareUrl: '/middleware', middlewareKey: 'k', idempotencyKey: attempt.key, body: attempt.body as never });

describe('3-D Secure step of a payment (402 PaymentActionRequired)', () => {
  it('runs the challenge with the ClientSecret, then sends the same attempt again and takes its receipt', async () => {
    const fake = installCardFieldsModule();
    const requests = server([challenge('pi_1_secret'), { status: 200, body: receipt }]);
    await expect(withPaymentActions(send, { CardFieldsURL: fake.url, CardFieldsKey: '' })).resolves.toEqual(receipt);
    expect(fake.actions).toEqual(['pi_1_secret']);
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
    expect(requests[0]?.key).toBe('key-1');
  });

  it('gives the decline the server answers after a failed authentication', async () => {
    const fake = installCardFieldsModule();
    server([challenge('pi_2_secret'), { status: 422, body: { Errors: [{ ErrorMessage: 'Your card was declined.' }] } }]);
    const e = await withPaymentActions(send, { CardFieldsURL: fake.url, CardFieldsKey: '' }).catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 422, message: 'Your card was declined.' });
    expect(awaitingAction(e)).toBe(false);
  });

  it('runs at most three challenges, then gives the 402, the attempt still waiting', async () => {
    const fake = installCardFieldsModule();
    server([challenge('s1'), challenge('s2'), challenge('s3'), challenge('s4')]);
    const e = await withPaymentActions(send, { CardFieldsURL: fake.url, CardFieldsKey: '' }).catch((x: unknown) => x);
    expect(fake.actions).toEqual(['s1', 's2', 's3']);
    expect(e).toMatchObject({ status: 402, message: 'Your bank asks you to confirm this payment.' });
    expect(awaitingAction(e)).toBe(true);
  });

  it('says a cancelled challenge and keeps the attempt waiting (nothing sent again)', async () => {
    const fake = installCardFieldsModule();
    fake.actionOutcome = { error: 'The authentication was cancelled.' };
    const requests = server([challenge('pi_3_secret')]);
    const e = await withPaymentActions(send, { CardFieldsURL: fake.url, CardFieldsKey: '' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(PaymentActionError);
    expect((e as Error).message).toBe('The authentication was cancelled.');
    expect(awaitingAction(e)).toBe(true);
    expect(requests).toHaveLength(1);
  });
});
