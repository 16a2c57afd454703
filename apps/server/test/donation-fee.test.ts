/**
 * Donation and transaction fee (docs/checkout-api.md#6-coupons-gift-cards-donation-and-fee; spec 01 §5 "Donation", §7 Products, §9
 * fee rules): the products, a donation line the server validates, and a fee the server computes
 * (percentage of the subtotal; the flat part only with a gift card hold or a positive percentage)
 * and refuses when the client's differs.
 */
import type { Product } from '@gt/contract/products';
import type { TransactionResult } from '@gt/contract/transactions';
import { afterEach, describe, expect, it } from 'vitest';
import { NOW, expectErrors, freshEvent, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { orderFor } from './promotions-support';

const FEE = { productId: 9002, percentage: 3, flatCents: 50 };
const INVALID = 'Please enter a valid donation amount.';

let store: TestStore;
afterEach(async () => {
  await store.close();
});

describe('GET /api/v1/Products', () => {
  it('lists the donation and the fee products by type', async () => {
    store = await startTestStore({ now: NOW });
    const donation = await store.app.inject({ method: 'GET', url: '/api/v1/Products?ProductType=donation' });
    expect(donation.json()).toEqual([
      { ProductID: 9001, ProductName: 'Donation to the Harbor Lights Conservation Fund', ProductType: 'donation', Price: 1, MaxPrice: 1000, Percentage: null },
    ] satisfies Product[]);
    const fee = await store.app.inject({ method: 'GET', url: '/api/v1/Products?ProductType=transactionfee&ProductID=9002' });
    expect(fee.json()).toEqual([{ ProductID: 9002, ProductName: 'Booking fee', ProductType: 'transactionfee', Price: 0.5, MaxPrice: null, Percentage: 3 }]);
  });
});

describe('a donation', () => {
  it('is an untaxed line of the transaction, on the receipt', async () => {
    store = await startTestStore({ now: NOW });
    const event = await freshEvent(store, 50);
    const { body, priced } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 1 }], donationCents: 1234 });
    expect(priced.totalCents).toBe(3242 + 1234);
    const res = await pay(store, body);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json() as TransactionResult;
    expect(receipt.Donation).toEqual({ ProductLineNo: 2, ProductID: 9001, ProductName: 'Donation to the Harbor Lights Conservation Fund', Amount: 12.34 });
    expect([receipt.TotalExTax, receipt.TotalTax, receipt.TotalPaid]).toEqual([29.95 + 12.34, 2.47, 44.76]);
  });

  it('refuses an amount below $0.10, an Other amount outside Price – MaxPrice, and a product that is not the donation', async () => {
    store = await startTestStore({ now: NOW });
    const event = await freshEvent(store, 50);
    const { body } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 1 }], donationCents: 500 });
    const payment = (amount: number) => [{ ...(body.Payments[0] as object), PaymentAmount: 32.42 + amount }] as typeof body.Payments;
    expectErrors(await pay(store, { ...body, Donation: { ProductID: 9001, Amount: 0.05 }, Payments: payment(0.05) }), 400, INVALID);
    expectErrors(await pay(store, { ...body, Donation: { ProductID: 9001, Amount: 0.5 }, Payments: payment(0.5) }), 400, INVALID); // Other below $1
    expectErrors(await pay(store, { ...body, Donation: { ProductID: 9001, Amount: 1000.01 }, Payments: payment(1000.01) }), 400, INVALID);
    expectErrors(await pay(store, { ...body, Donation: { ProductID: 9002, Amount: 5 } }), 400, 'Product 9002 was not found.');
    // A preset amount (DonationAmounts) is accepted as is.
    expect((await pay(store, body)).statusCode).toBe(200);
  });
});

describe('the transaction fee', () => {
  it('is off by default: a fee sent by the client is refused', async () => {
    store = await startTestStore({ now: NOW });
    const event = await freshEvent(store, 50);
    const { body } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 1 }] });
    expectErrors(await pay(store, { ...body, TransactionFee: { ProductID: 9002, Amount: 1 } }), 409, 'The transaction fee has changed, please review your cart.');
  });

  it('with ApplyTransactionFee: 3 % of the subtotal plus $0.50, its own receipt line; missing or altered → refused', async () => {
    store = await startTestStore({ now: NOW, config: { Public: { ApplyTransactionFee: true } } });
    const event = await freshEvent(store, 50);
    const { body, priced } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 2 }], fee: FEE });
    expect(priced.feeCents).toBe(180 + 50); // 3 % of $59.90 = $1.797 → $1.80
    const withoutFee = { ...body, TransactionFee: undefined };
    expectErrors(await pay(store, withoutFee), 409, 'The transaction fee has changed, please review your cart.');
    expectErrors(await pay(store, { ...body, TransactionFee: { ProductID: 9002, Amount: 1 } }), 409, 'The transaction fee has changed, please review your cart.');
    const res = await pay(store, body);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TransactionResult).TransactionFee).toEqual({ ProductLineNo: 2, ProductID: 9002, ProductName: 'Booking fee', Amount: 2.3 });
  });

  it('the flat part alone applies with a gift card hold when the percentage is 0', async () => {
    store = await startTestStore({ now: NOW, config: { Public: { ApplyTransactionFee: true } } });
    await store.ctx.db.execute('update products set percentage = 0 where product_id = 9002');
    const event = await freshEvent(store, 50);
    const plain = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 1 }], fee: { ...FEE, percentage: 0 } });
    expect(plain.priced.feeCents).toBe(0);
    expect((await pay(store, plain.body)).statusCode).toBe(200);
    const withCard = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 1 }], fee: { ...FEE, percentage: 0 }, giftCards: [{ no: 'MMJ36ET1R0QD9WG3' }] });
    expect(withCard.priced.feeCents).toBe(50);
    const res = await pay(store, withCard.body);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TransactionResult).TransactionFee?.Amount).toBe(0.5);
  });
});
