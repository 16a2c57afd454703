import { writeFileSync } from 'node:fs';
import type { TransactionResult } from '@gt/contract/transactions';
import type { AppContext } from './src/app-context';
import { loadConfig } from './src/config/server-config';
import { confirmationEmail } from './src/modules/mail/confirmation-email';
import { bookingChangeEmail } from './src/modules/mail/booking-change-email';

const receipt: TransactionResult = {
  ReceiptNo: 100001, TransactionDate: '2026-11-23T09:00:00-06:00', CustomerID: 1,
  Customer: { FirstName: 'Ann', LastName: 'Lee', CustomerAddress: [{ Email: 'ann.lee@example.org' }] },
  Events: [{ BookingID: 7, Barcode: 'EVENTBARCODE0000001', TourEventID: 43, BookingTypeID: 2, EventName: 'Behind-the-Scenes Tour', EventStartDateTime: '2026-11-25T10:00:00-06:00', EventEndDateTime: '2026-11-25T11:30:00-06:00', WaiverRequired: true, WaiverURL: 'http://localhost:3000/GT/waivers/behind-the-scenes.html' }],
  Products: [{ ProductLineNo: 1, ProductID: 5, TourEventID: 43, TourProductID: 5, TourProductName: 'Tour Guest', Quantity: 2, CostRateID: 1, LinePriceExTax: 112.38, LinePriceTax: 5.62, LinePriceIncTax: 118, BookingID: 7, BookingStatus: 'Booked', Barcodes: ['TICKETBARCODE000001', 'TICKETBARCODE000002'], CouponCode: null, DiscountAmount: 0, DiscountExTax: 0 }],
  Payments: [{ PaymentTypeID: 1, PaymentAmount: 118, MaskedCardNumber: 'visa-************4242' } as never],
  GATickets: [], GiftCards: [], Donation: null, TransactionFee: null, TotalDiscount: 0, TotalDiscountExTax: 0, TotalExTax: 112.38, TotalTax: 5.62, TotalPaid: 118,
};
const ctx = { config: loadConfig({}, { DataDir: 'memory://', Public: {} }) } as unknown as AppContext;
let t = performance.now();
const m = await confirmationEmail(ctx, receipt);
console.log('first build ms', performance.now() - t);
t = performance.now();
for (let i = 0; i < 20; i++) await confirmationEmail(ctx, receipt);
console.log('avg build ms', (performance.now() - t) / 20);
let html = m.html;
for (const a of m.attachments ?? []) if (a.cid) html = html.replaceAll(`cid:${a.cid}`, `data:${a.contentType};base64,${a.content.toString('base64')}`);
html = html.replaceAll('http://localhost:3000/GT/logo.svg', 'file:///work/wt/mail/apps/storefront/public/logo.svg');
writeFileSync('/tmp/mail-shots/confirmation.html', html);
writeFileSync('/tmp/mail-shots/confirmation.txt', m.text);
for (const a of m.attachments ?? []) if (!a.cid) writeFileSync(`/tmp/mail-shots/${a.filename}`, a.content);
console.log('html bytes', Buffer.byteLength(m.html), 'attachments', (m.attachments ?? []).map((a) => `${a.filename}:${a.content.length}`).join(' '));
const nodemailer = (await import('nodemailer')).default;
const info = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({ from: ctx.config.Mail.From, ...m });
writeFileSync('/tmp/mail-shots/confirmation.eml', info.message as Buffer);
console.log('eml bytes', (info.message as Buffer).length);
