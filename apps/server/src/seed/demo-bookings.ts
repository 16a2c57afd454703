/**
 * Demo bookings to manage (spec 02 §4; docs/demo-store.md#manage-my-booking-in-the-demo-store): paid by
 * card, by gift card, taken unpaid with a balance owing, and one per combination of the booking
 * type flags (demo-store.ts BOOKING_TYPES). Fixed booking IDs, e-mails and last names so that a
 * person can find each; events two to three weeks from today (venue), apart from the days the
 * server tests use. Written as the checkout writes a sale:
 * transaction, booking, lines, tickets and sold seats, and for card payments a sandbox charge
 * with its payment record (refunds go against it, and it is the card on file).
 */
import { priceLine } from '@gt/domain/pricing';
import { addDays, dayjs, venueLocalToInstant } from '@gt/domain/venue-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerAddresses, customers } from '../db/customer-schema';
import { payments } from '../db/payment-schema';
import { sandboxCardTokens, sandboxCharges } from '../db/sandbox-schema';
import * as s from '../db/schema';
import { newBarcode, newCardToken, newChargeId } from '../lib/random-codes';
import { issueGiftCard } from '../modules/gift-cards/repository';
import { loadOrderCatalogue } from '../modules/transactions/repository';

type Payment = 'card' | 'giftcard' | 'unpaid';

interface DemoBooking {
  bookingNo: number;
  customer: [id: number, first: string, last: string, email: string];
  bookingTypeId: number;
  /** Venue days from today (Jellyfish Nights: the first Friday from then), and the start time. */
  day: number;
  time: string;
  lines: [tourProductId: number, quantity: number][];
  payment: Payment;
}

/** The demo bookings; docs/demo-store.md#manage-my-booking-in-the-demo-store lists them. */
export const DEMO_BOOKINGS: DemoBooking[] = [
  {
    bookingNo: 4829136573,
    customer: [900000001, 'Maya', 'Patel', 'maya.patel@example.com'],
    bookingTypeId: 1,
    day: 14,
    time: '10:00',
    lines: [
      [1, 2],
      [2, 1],
    ],
    payment: 'card',
  },
  {
    bookingNo: 5173062844,
    customer: [900000002, 'Leo', 'Garcia', 'leo.garcia@example.com'],
    bookingTypeId: 1,
    day: 15,
    time: '11:00',
    lines: [[1, 2]],
    payment: 'giftcard',
  },
  {
    bookingNo: 6391584023,
    customer: [900000003, 'Ruth', 'Okafor', 'ruth.okafor@example.com'],
    bookingTypeId: 1,
    day: 16,
    time: '13:00',
    lines: [
      [3, 2],
      [4, 1],
    ],
    payment: 'unpaid',
  },
  {
    bookingNo: 7052641938,
    customer: [900000004, 'Sam', 'Chen', 'sam.chen@example.com'],
    bookingTypeId: 2,
    day: 17,
    time: '10:30',
    lines: [[5, 2]],
    payment: 'card',
  },
  {
    bookingNo: 8264715304,
    customer: [900000005, 'Ivy', 'Nguyen', 'ivy.nguyen@example.com'],
    bookingTypeId: 3,
    day: 19,
    time: '09:30',
    lines: [[6, 1]],
    payment: 'card',
  },
  {
    bookingNo: 2837465190,
    customer: [900000007, 'Kofi', 'Mensah', 'kofi.mensah@example.com'],
    bookingTypeId: 1,
    day: 18,
    time: '14:00',
    lines: [
      [1, 1],
      [2, 1],
    ],
    payment: 'unpaid',
  },
  {
    bookingNo: 9143857267,
    customer: [900000006, 'Omar', 'Haddad', 'omar.haddad@example.com'],
    bookingTypeId: 4,
    day: 14,
    time: '18:30',
    lines: [[8, 2]],
    payment: 'card',
  },
];

/** The gift card that paid the gift-card booking: what is left of it is spendable. */
export const DEMO_BOOKING_GIFT_CARD = 'D3M0BKGC7QX2R9TA';

/** Venue date of a demo booking: `day` from today, or for Jellyfish Nights the first Friday from then. */
function bookingDate(today: string, b: DemoBooking): string {
  let date = addDays(today, b.day);
  while (b.bookingTypeId === 4 && dayjs.utc(date).day() !== 5) date = addDays(date, 1);
  return date;
}

/** Inserts the demo bookings (inside the demo seed's transaction, after the events). */
export async function seedDemoBookings(
  db: Db,
  opts: { now: Date; today: string; zone: string; paymentTypeId: number; currency: string },
): Promise<void> {
  await issueGiftCard(db, { giftcardNo: DEMO_BOOKING_GIFT_CARD, pin: null, amountCents: 20_000, now: opts.now });
  const soldAt = new Date(opts.now.getTime() - 3 * 86_400_000);
  for (const b of DEMO_BOOKINGS) {
    const startsAt = venueLocalToInstant(`${bookingDate(opts.today, b)}T${b.time}`, opts.zone);
    const [event] = await db
      .select({ id: s.tourEvents.tourEventId })
      .from(s.tourEvents)
      .where(sql`${s.tourEvents.bookingTypeId} = ${b.bookingTypeId} and ${s.tourEvents.startsAt} = ${startsAt.toISOString()}::timestamptz`);
    if (!event) throw new Error(`demo booking ${b.bookingNo}: no event at ${startsAt.toISOString()}`);
    const catalogue = await loadOrderCatalogue(
      db,
      [event.id],
      b.lines.map(([p]) => p),
    );
    const lines = b.lines.map(([tourProductId, quantity], i) => {
      const p = catalogue.products.get(tourProductId);
      const unitPriceCents = p?.prices.find((x) => x.costRateId === 1)?.priceCents ?? 0;
      return {
        productLineNo: i + 1,
        tourProductId,
        quantity,
        affectsCapacity: p?.affectsCapacity ?? true,
        unitPriceCents,
        amounts: priceLine({ unitPriceCents, quantity, taxes: p?.taxes ?? [] }),
      };
    });
    const totals = lines.reduce(
      (t, l) => ({
        exTaxCents: t.exTaxCents + l.amounts.exTaxCents,
        taxCents: t.taxCents + l.amounts.taxCents,
        totalCents: t.totalCents + l.amounts.totalCents,
      }),
      { exTaxCents: 0, taxCents: 0, totalCents: 0 },
    );
    const [customerId, firstName, lastName, email] = b.customer;
    await db.insert(customers).values({ customerId, firstName, lastName, guestEmail: email, createdAt: soldAt });
    await db
      .insert(customerAddresses)
      .values({
        customerId,
        isPrimary: true,
        addressTypeId: 1,
        email,
        street1: '1 Harbor Way',
        citySuburb: 'Galveston',
        state: 'TX',
        postcode: '77550',
        country: 'United States',
        mobilePhone: '4095550100',
      });
    const key = `demo-booking-${b.bookingNo}`;
    const [t] = await db
      .insert(s.transactions)
      .values({
        customerId,
        nodeNo: 1,
        username: 'online',
        idempotencyKey: key,
        transactionDate: soldAt,
        totalExTaxCents: totals.exTaxCents,
        totalTaxCents: totals.taxCents,
        totalCents: totals.totalCents,
        transactionType: b.payment === 'unpaid' ? 'Reservation' : 'Sale',
      })
      .returning({ receiptNo: s.transactions.receiptNo });
    const receiptNo = t?.receiptNo as number;
    const [booking] = await db
      .insert(s.bookings)
      .values({ bookingNo: b.bookingNo, receiptNo, customerId, tourEventId: event.id, barcode: newBarcode() })
      .returning({ id: s.bookings.bookingId });
    const bookingId = booking?.id as number;
    for (const l of lines) {
      const [row] = await db
        .insert(s.bookingLines)
        .values({
          bookingId,
          receiptNo,
          tourEventId: event.id,
          productLineNo: l.productLineNo,
          tourProductId: l.tourProductId,
          costRateId: 1,
          quantity: l.quantity,
          affectsCapacity: l.affectsCapacity,
          unitPriceCents: l.unitPriceCents,
          exTaxCents: l.amounts.exTaxCents,
          taxCents: l.amounts.taxCents,
          totalCents: l.amounts.totalCents,
        })
        .returning({ id: s.bookingLines.bookingLineId });
      const bookingLineId = row?.id as number;
      await db.insert(s.tickets).values(Array.from({ length: l.quantity }, () => ({ bookingLineId, barcode: newBarcode() })));
      await db
        .insert(s.soldSeats)
        .values({
          tourEventId: event.id,
          tourProductId: l.tourProductId,
          quantity: l.quantity,
          affectsCapacity: l.affectsCapacity,
          bookingLineId,
        });
    }
    if (b.payment === 'card') {
      const token = newCardToken();
      const chargeId = newChargeId();
      await db
        .insert(sandboxCardTokens)
        .values({
          token,
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2030,
          outcome: 'approve',
          createdAt: soldAt,
          expiresAt: soldAt,
          usedAt: soldAt,
        });
      await db
        .insert(sandboxCharges)
        .values({
          chargeId,
          idempotencyKey: key,
          token,
          amountCents: totals.totalCents,
          currency: opts.currency,
          status: 'captured',
          brand: 'visa',
          last4: '4242',
          createdAt: soldAt,
        });
      await db
        .insert(payments)
        .values({
          idempotencyKey: key,
          receiptNo,
          paymentLineNo: 1,
          paymentTypeId: opts.paymentTypeId,
          provider: 'sandbox',
          providerChargeId: chargeId,
          amountCents: totals.totalCents,
          currency: opts.currency,
          status: 'captured',
          cardBrand: 'visa',
          cardLast4: '4242',
          createdAt: soldAt,
          updatedAt: soldAt,
        });
    } else if (b.payment === 'giftcard') {
      await db.execute(sql`insert into gift_card_ledger (giftcard_no, kind, amount_cents, receipt_no, created_at)
        values (${DEMO_BOOKING_GIFT_CARD}, 'redeem', ${-totals.totalCents}, ${receiptNo}, ${soldAt.toISOString()}::timestamptz)`);
    }
  }
}
