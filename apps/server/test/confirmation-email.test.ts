/**
 * The confirmation e-mail template (spec 01 §2 "Confirmation screen", §9 ShowReadableBarcode,
 * ShowPricesAs; docs/configuration.md): line amounts as the cart shows them, and the barcode
 * values printed only when configured; GA tickets with their validity and a barcode each, and the
 * gift cards bought with their numbers and PINs (docs/checkout-api.md#7-general-admission-tickets-and-gift-cards-bought).
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context';
import { loadConfig } from '../src/config/server-config';
import { confirmationEmail } from '../src/modules/mail/confirmation-email';

const receipt: TransactionResult = {
  ReceiptNo: 100001,
  TransactionDate: '2026-11-23T09:00:00-06:00',
  CustomerID: 1,
  Customer: { FirstName: 'Ann', LastName: 'Lee', CustomerAddress: [{ Email: 'ann.lee@example.org' }] },
  Events: [
    {
      BookingID: 7,
      Barcode: 'EVENTBARCODE0000001',
      TourEventID: 43,
      BookingTypeID: 2,
      EventName: 'Behind-the-Scenes Tour',
      EventStartDateTime: '2026-11-25T10:00:00-06:00',
      EventEndDateTime: '2026-11-25T11:30:00-06:00',
      WaiverRequired: false,
      WaiverURL: null,
    },
  ],
  Products: [
    {
      ProductLineNo: 1,
      ProductID: 5,
      TourEventID: 43,
      TourProductID: 5,
      TourProductName: 'Tour Guest',
      Quantity: 2,
      CostRateID: 1,
      LinePriceExTax: 112.38,
      LinePriceTax: 5.62,
      LinePriceIncTax: 118,
      BookingID: 7,
      BookingStatus: 'Booked',
      Barcodes: ['TICKETBARCODE000001', 'TICKETBARCODE000002'],
      CouponCode: null,
      DiscountAmount: 0,
      DiscountExTax: 0,
    },
  ],
  Payments: [],
  GATickets: [],
  GiftCards: [],
  Donation: null,
  TransactionFee: null,
  TotalDiscount: 0,
  TotalDiscountExTax: 0,
  TotalExTax: 112.38,
  TotalTax: 5.62,
  TotalPaid: 118,
};

const email = (Public: Record<string, unknown>) =>
  confirmationEmail({ config: loadConfig({}, { DataDir: 'memory://', Public }) } as unknown as AppContext, receipt);

describe('confirmation e-mail', () => {
  it('shows each line as the cart does: ex-tax under extax, with tax under inctax', () => {
    expect(email({ ShowPricesAs: 'extax' }).text).toContain('2 × Tour Guest: $112.38');
    expect(email({ ShowPricesAs: 'extax' }).html).toContain('2 × Tour Guest: $112.38');
    expect(email({ ShowPricesAs: 'inctax' }).text).toContain('2 × Tour Guest: $118.00');
    expect(email({}).text).toContain('Total paid: $118.00');
  });

  it('prints the barcode values only with ShowReadableBarcode', () => {
    const codes = ['EVENTBARCODE0000001', 'TICKETBARCODE000001', 'TICKETBARCODE000002'];
    const readable = email({ ShowReadableBarcode: true });
    for (const c of codes) {
      expect(readable.html).toContain(`<code>${c}</code>`);
      expect(readable.text).toContain(c);
    }
    const hidden = email({ ShowReadableBarcode: false });
    // The images are still attached and shown; only their values are left out of the text.
    expect(hidden.attachments?.map((a) => a.cid)).toEqual(codes.map((c) => `${c}@barcode`));
    const withoutImageRefs = hidden.html.replaceAll(/cid:[A-Z0-9]+@barcode/g, '');
    for (const c of codes) {
      expect(withoutImageRefs).not.toContain(c);
      expect(hidden.text).not.toContain(c);
      expect(hidden.attachments?.map((a) => a.filename).join()).not.toContain(c);
    }
  });

  it('links each booking to Manage my booking, the find form filled in (spec 02 §2.3)', () => {
    const link = 'http://localhost:3000/GT/findmybooking?bookingID=7&Name=Lee&Email=ann.lee%40example.org';
    expect(email({}).text).toContain(`Manage my booking: ${link}`);
    expect(email({}).html).toContain(`<a href="${link.replaceAll('&', '&#38;')}">Manage my booking</a>`);
  });
});

describe('confirmation e-mail of GA tickets and gift cards bought', () => {
  const sale: TransactionResult = {
    ...receipt,
    Events: [],
    Products: [],
    GATickets: [
      { ProductLineNo: 1, ProductID: 2002, ProductName: 'Shark Tunnel Photo', Quantity: 2, LinePriceExTax: 30, LinePriceTax: 2.48, LinePriceIncTax: 32.48, CouponCode: null, DiscountAmount: 0, DiscountExTax: 0, ValidUntil: '2027-02-21', Barcodes: ['GATICKETBARCODE00001', 'GATICKETBARCODE00002'] },
    ],
    GiftCards: [
      { ProductLineNo: 2, ProductID: 3004, ProductName: 'Gift Card, any amount', Amount: 40, Quantity: 1, Giftcards: [{ GiftcardNo: 'K4PA3FXYZ9QW2M7T', Pin: '0482' }] },
    ],
    TotalExTax: 70,
    TotalTax: 2.48,
    TotalPaid: 72.48,
  };
  const mail = (Public: Record<string, unknown>) => confirmationEmail({ config: loadConfig({}, { DataDir: 'memory://', Public }) } as unknown as AppContext, sale);

  it('lists each GA ticket with its validity and a barcode per ticket, and each card bought with its number, PIN and barcode', () => {
    const m = mail({});
    expect(m.text).toContain('2 × Shark Tunnel Photo: $30.00 · Valid until Feb 21, 2027 (tickets: GATICKETBARCODE00001, GATICKETBARCODE00002)');
    // A barcode per gift card bought too (spec 01 §2), of its number, as for tickets.
    expect(m.attachments?.map((a) => a.cid)).toEqual(['GATICKETBARCODE00001@barcode', 'GATICKETBARCODE00002@barcode', 'K4PA3FXYZ9QW2M7T@barcode']);
    expect(m.text).toContain('Gift card K4PA3FXYZ9QW2M7T, PIN 0482: $40.00');
    expect(m.html).toContain('Gift card <strong>K4PA3FXYZ9QW2M7T</strong>, PIN <strong>0482</strong>: $40.00<br><img src="cid:K4PA3FXYZ9QW2M7T@barcode"');
  });

  it('leaves the validity out when DisplayGATicketExpiryValidity is off', () => {
    expect(mail({ DisplayGATicketExpiryValidity: false }).text).not.toContain('Valid until');
  });
});
