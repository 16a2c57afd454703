/**
 * What users typed is data, never markup: names and
 * UDF values come back verbatim as JSON and are escaped in the confirmation e-mail.
 */
import type { CreatedCustomer } from '@gt/contract/customers';
import type { TransactionResult } from '@gt/contract/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/modules/mail/mailer';
import { mailSender } from '../src/modules/mail/outbox';
import { NOW, findEvent, freshEvent, guestBody, hold, pay, pricedLines, tokenize, transactionBody } from './checkout-support';
import { startTestStore, type TestStore } from './harness';

let store: TestStore;
const mail: MailMessage[] = [];
const guest = guestBody('xss@example.org');
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
  store.ctx.mailer = { send: async (m) => void mail.push(m) };
});
afterAll(async () => {
  await store.close();
});

describe('what users typed is data, never markup', () => {
  const NAME = '<script>alert("first")</script>';
  const LAST = `O'Brien & <b onmouseover=alert(2)>Sons</b>`;
  const UDF = '<img src=x onerror=alert(3)>';

  it('is returned verbatim as JSON (application/json, nosniff), and escaped in the confirmation e-mail', async () => {
    const event = await freshEvent(store, 10);
    const created = await store.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      payload: [
        {
          ...guest,
          FirstName: NAME,
          LastName: LAST,
          GuestEmail: 'xss@example.org',
          CustomerAddress: [{ ...guest.CustomerAddress[0], Email: 'xss@example.org' }],
        },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(created.headers['x-content-type-options']).toBe('nosniff');
    const customer = (created.json() as CreatedCustomer[])[0] as CreatedCustomer;
    expect([customer.FirstName, customer.LastName]).toEqual([NAME, LAST]);

    // A Text field (the lead guest's name of a Behind-the-Scenes Tour) keeps the markup as typed.
    const tour = await findEvent(store, 2, '2026-11-25', '10:30');
    const udfs = [
      { UDFID: 1, Value: UDF },
      { UDFID: 2, Value: '2010-04-01' },
      { UDFID: 3, Value: '70' },
      { UDFID: 4, Value: 'true' },
    ];
    const tourHold = await hold(store, { TourEventID: tour.TourEventID, TourProducts: [{ TourProductID: 5, Quantity: 2 }], BookingUDFs: udfs });
    expect(tourHold.Events[0]?.BookingUDFs).toEqual(udfs);
    const h = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
    const products = await pricedLines(store, [{ TourEventID: event.TourEventID, TourProductID: 1, Quantity: 1 }]);
    mail.length = 0;
    const res = await pay(
      store,
      transactionBody({ customer, holdRef: h.TourHoldRef, products, token: await tokenize(store) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TransactionResult).Customer).toMatchObject({ FirstName: NAME, LastName: LAST });

    await mailSender(store.ctx).drain();
    expect(mail).toHaveLength(1);
    const html = mail[0]?.html ?? '';
    expect(html).toContain(
      'Thank you, &#60;script&#62;alert(&#34;first&#34;)&#60;/script&#62; O&#39;Brien &#38; &#60;b onmouseover=alert(2)&#62;Sons&#60;/b&#62;!',
    );
    for (const raw of ['<script', '<b ', '<img src=x', 'onerror=alert(3)>']) expect(html).not.toContain(raw);
    // The plain-text part carries the name as typed (text is not rendered as markup).
    expect(mail[0]?.text).toContain(`Thank you, ${NAME} ${LAST}!`);
  });
});
