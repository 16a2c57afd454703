/**
 * The Tab Sale transaction (spec 02 §3, §5 "Food"; docs/food-ordering.md): paid by card through
 * POST Transactions, re-priced on the server with option prices and taxes, refused when the
 * location is closed at payment time or a price was tampered with, an order number per location
 * and venue day, and nothing charged or written when refused.
 */
import { randomUUID } from 'node:crypto';
import type { TabSaleResult } from '@gt/contract/tab-sales';
import { messages } from '@gt/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmationEmail } from '../src/modules/mail/confirmation-email';
import { CARDS, countRows, expectErrors, NOW, pay } from './checkout-support';
import { kitchenConfig, menuProduct, orderLine, tabSaleBody } from './food-support';
import { useTestStore } from './support';

const s = useTestStore({ now: NOW, config: kitchenConfig });
const at = (venueTime: string) => new Date(`2026-11-23T${venueTime}-06:00`);
afterEach(() => s.store.setNow(NOW));

const CAFE_TABLES = 1;
const KIOSK_WINDOW = 3;

async function latte(o: Parameters<typeof orderLine>[1] = {}) {
  return orderLine(await menuProduct(s.store, 5, 'Latte'), { options: [['Milk', 'Oat Milk'], ['Extras', 'Extra Shot']], ...o });
}

describe('a tab sale', () => {
  it('is paid and answered with the receipt, the order number, the location and the lines with options and notes', async () => {
    const body = await tabSaleBody(s.store, CAFE_TABLES, [await latte({ quantity: 2, notes: 'extra hot' })]);
    // 4.50 + 0.60 + 0.75 = 5.85 a unit, tax 0.37 + 0.05 + 0.06 = 0.48: 2 × 6.33.
    expect(body.Products[0]).toMatchObject({ LinePriceExTax: 11.7, LinePriceTax: 0.96, LinePriceIncTax: 12.66 });
    const res = await pay(s.store, body);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as TabSaleResult;
    expect(r).toMatchObject({ OrderLocation: 'Reef Café', TabLocationName: 'Reef Terrace tables', TabLocationID: 1, TotalExTax: 11.7, TotalTax: 0.96, TotalPaid: 12.66, Events: [], Products: [] });
    expect(r.OrderProducts).toEqual([
      {
        ProductLineNo: 1,
        ProductID: 1,
        ProductName: 'Latte',
        Quantity: 2,
        ProductNotes: 'extra hot',
        Options: [
          { OptionID: 1, OptionName: 'Milk', ProductID: 21, ProductName: 'Oat Milk' },
          { OptionID: 2, OptionName: 'Extras', ProductID: 23, ProductName: 'Extra Shot' },
        ],
        LinePriceExTax: 11.7,
        LinePriceTax: 0.96,
        LinePriceIncTax: 12.66,
      },
    ]);
    expect(r.Payments[0]?.PaymentAmount).toBe(12.66);
    const mail = await confirmationEmail(s.store.ctx, r);
    expect(mail.text).toContain(`Order number ${r.OrderNumber}, Reef Café · Reef Terrace tables\n  2 × Latte (Oat Milk, Extra Shot): extra hot`);
    expect(await countRows(s.store, 'tab_sales', `receipt_no = ${r.ReceiptNo} and node_no = 21`)).toBe(1);
  });

  it('numbers orders from 1 per location and venue day', async () => {
    const numbers: number[] = [];
    for (const when of ['09:30', '10:00']) {
      s.store.setNow(at(when));
      const res = await pay(s.store, await tabSaleBody(s.store, CAFE_TABLES, [await latte()]));
      numbers.push((res.json() as TabSaleResult).OrderNumber);
    }
    // The next venue day starts again from 1 (the café's demo hours are the same every day).
    s.store.setNow(new Date('2026-11-24T15:00:00Z'));
    const next = await pay(s.store, await tabSaleBody(s.store, 2, [await latte()]));
    expect(next.statusCode, next.body).toBe(200);
    expect([numbers[1]! - numbers[0]!, (next.json() as TabSaleResult).OrderNumber]).toEqual([1, 1]);
  });

  it('gives concurrent sales of one location distinct, consecutive order numbers', async () => {
    s.store.setNow(at('11:00'));
    const bodies = await Promise.all(Array.from({ length: 6 }, async () => tabSaleBody(s.store, 2, [await latte()])));
    const answers = await Promise.all(bodies.map((b) => pay(s.store, b)));
    const numbers = answers.map((r) => (r.json() as TabSaleResult).OrderNumber).sort((a, b) => a - b);
    expect(numbers.map((n) => n - numbers[0]!)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('is refused when the location is closed at payment time, and nothing is charged', async () => {
    const kiosk = await tabSaleBody(s.store, KIOSK_WINDOW, [orderLine(await menuProduct(s.store, 6, 'Popcorn'))]);
    expectErrors(await pay(s.store, kiosk), 409, messages.orderLocationClosed('Shark Bites Kiosk'));
    s.store.setNow(at('13:50'));
    const body = await tabSaleBody(s.store, CAFE_TABLES, [await latte()]);
    s.store.setNow(at('14:00:00'));
    const charges = await countRows(s.store, 'sandbox_charges');
    expectErrors(await pay(s.store, body), 409, messages.orderLocationClosed('Reef Café'));
    expect(await countRows(s.store, 'sandbox_charges')).toBe(charges);
    // One second before closing it is paid.
    s.store.setNow(at('13:59:59'));
    expect((await pay(s.store, body)).statusCode).toBe(200);
  });

  it('a location that closes between the charge and the booking refunds the charge', async () => {
    s.store.setNow(at('13:59:59'));
    const body = await tabSaleBody(s.store, CAFE_TABLES, [await latte()]);
    s.store.ctx.testHooks = { afterCharge: async () => s.store.setNow(at('14:00:01')) };
    try {
      const key = randomUUID();
      expectErrors(await pay(s.store, body, key), 409, messages.orderLocationClosed('Reef Café'));
      expect(await countRows(s.store, 'payments', `idempotency_key = '${key}' and status = 'refunded'`)).toBe(1);
      expect(await countRows(s.store, 'tab_sales t join transactions x using (receipt_no)', `x.idempotency_key = '${key}'`)).toBe(0);
    } finally {
      s.store.ctx.testHooks = undefined;
    }
  });

  it('a retry with the same Idempotency-Key replays the receipt and charges once', async () => {
    const body = await tabSaleBody(s.store, CAFE_TABLES, [await latte()]);
    const key = randomUUID();
    const first = await pay(s.store, body, key);
    const again = await pay(s.store, body, key);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(s.store, 'payments', `idempotency_key = '${key}'`)).toBe(1);
  });

  it('a declined card answers 422 and writes no sale', async () => {
    const before = await countRows(s.store, 'tab_sales');
    const res = await pay(s.store, await tabSaleBody(s.store, CAFE_TABLES, [await latte()], { card: CARDS.decline }));
    expectErrors(res, 422, messages.cardDeclined);
    expect(await countRows(s.store, 'tab_sales')).toBe(before);
  });
});

describe('re-pricing a tab sale on the server', () => {
  it('an option price is part of the line: a line priced without the option price is refused', async () => {
    const body = await tabSaleBody(s.store, CAFE_TABLES, [await latte()]);
    const withoutOat = await latte({ options: [['Milk', 'Whole Milk'], ['Extras', 'Extra Shot']] });
    const line = body.Products[0]!;
    // The Oat Milk line claims the Whole Milk price (a tampered option price).
    const tampered = { ...body, Products: [{ ...line, LinePriceExTax: withoutOat.LinePriceExTax, LinePriceTax: withoutOat.LinePriceTax, LinePriceIncTax: withoutOat.LinePriceIncTax }] };
    tampered.Payments = [{ ...body.Payments![0]!, PaymentAmount: withoutOat.LinePriceIncTax }];
    expectErrors(await pay(s.store, tampered), 409, messages.priceChanged('Latte'));
  });

  it('the payment must be the re-priced total', async () => {
    const body = await tabSaleBody(s.store, CAFE_TABLES, [await latte()]);
    body.Payments = [{ ...body.Payments![0]!, PaymentAmount: 1 }];
    expectErrors(await pay(s.store, body), 409, messages.amountMismatch('$6.33'));
  });

  it('refuses a missing required option, an option of another product, notes the product does not take, a product of another location', async () => {
    const latteProduct = await menuProduct(s.store, 5, 'Latte');
    const noMilk = orderLine(latteProduct, { options: [['Extras', 'Vanilla Syrup']] });
    expectErrors(await pay(s.store, await tabSaleBody(s.store, CAFE_TABLES, [noMilk])), 400, messages.selectRequiredOptionFirst);
    const foreign = { ...(await latte()), Options: [{ OptionID: 6, ProductID: 26 }, { OptionID: 1, ProductID: 21 }] };
    expectErrors(await pay(s.store, await tabSaleBody(s.store, CAFE_TABLES, [foreign])), 400, messages.foodOptionNotForProduct('Latte'));
    const americano = orderLine(await menuProduct(s.store, 5, 'Americano'), { notes: 'hot' });
    expectErrors(await pay(s.store, await tabSaleBody(s.store, CAFE_TABLES, [americano])), 400, messages.foodNotesNotTaken('Americano'));
    const popcorn = orderLine(await menuProduct(s.store, 6, 'Popcorn'));
    expectErrors(await pay(s.store, await tabSaleBody(s.store, CAFE_TABLES, [popcorn])), 400, messages.foodProductNotOnMenu(popcorn.ProductID));
  });

  it('needs a valid mobile number and a quantity from 1 to 50', async () => {
    expectErrors(await pay(s.store, await tabSaleBody(s.store, CAFE_TABLES, [await latte()], { mobile: '555' })), 400, messages.invalidPhone);
    const body = await tabSaleBody(s.store, CAFE_TABLES, [await latte({ quantity: 51 })]);
    expectErrors(await pay(s.store, body), 400, "Invalid body field 'Products.0.Quantity': Please select quantity");
  });
});
