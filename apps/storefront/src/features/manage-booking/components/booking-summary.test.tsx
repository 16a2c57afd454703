/**
 * The booking as it stands (spec 02 §2.4) shows its lines as the cart showed them (ShowPricesAs,
 * domain price-display): 2 Adult + 1 Child bought with SAVE10 read $53.91 and $17.95 ex-tax, a
 * Subtotal of $71.86 and Tax of $5.93 that add up to the Total of $77.79. It says where a card
 * refund stands (docs/architecture.md#payments: a refund ends succeeded or failed): a failed one is never
 * shown as done.
 */
import type { Booking } from '@gt/contract/bookings';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { BookingSummary, RefundNotices } from './booking-summary';

const line = (id: number, name: string, quantity: number, exTax: number, total: number) => ({
  BookingLineID: id,
  TourProductID: id,
  TourProductName: name,
  Quantity: quantity,
  CostRateID: 1,
  Price: total / quantity,
  ProductLinePriceInclTax: total,
  ProductLinePriceExTax: exTax,
  AffectsCapacity: true,
  IsRefundable: true,
  BookedQuantity: quantity,
  BookedLinePriceInclTax: total,
  ReturnedQuantity: 0,
});

const booking: Booking = {
  BookingID: 1234567897,
  Barcode: 'BOOKINGBARCODE00001',
  ConfirmationNumber: 100001,
  BookingStatus: 'Booked',
  BookingName: 'Timed Admission',
  BookingTypeID: 1,
  BookingTypeName: 'Timed Admission',
  BookingTypeDisplayArea: 1,
  BookingEmailAddress: 'ada@example.org',
  BookingSearchName: 'Lovelace',
  CustomerID: 1,
  CustomerName: 'Ada Lovelace',
  CustomerCostRateID: 1,
  TourEventID: 1,
  EventStartDateTime: '2026-11-25T15:00:00-06:00',
  EventEndDateTime: '2026-11-25T16:00:00-06:00',
  ShowStartTime: true,
  ShowEndTime: true,
  MinimumTickets: 1,
  MaximumTickets: 10,
  TotalAmount: 77.79,
  TotalPaid: 77.79,
  BalanceOwing: 0,
  AllowRefunds: true,
  AllowRefundToGiftcardOnly: false,
  AllowDateTimeChanges: true,
  AllowDateTimeChangesWithinArea: false,
  AllowTicketChanges: true,
  NoChangesMessage: '',
  PaymentToken: null,
  PaymentDescription: null,
  CardRefundable: 0,
  BookingPayments: [],
  BookingRefunds: [],
  BookingProducts: [line(1, 'Adult', 2, 53.91, 58.36), line(2, 'Child', 1, 17.95, 19.43)],
};

const show = (ShowPricesAs: 'extax' | 'inctax') =>
  renderWithData(<BookingSummary booking={booking} currency="USD" readableBarcode={false} />, { config: testConfig({ ShowPricesAs }) });

describe('BookingSummary figures (ShowPricesAs)', () => {
  it('extax: lines ex-tax, then Subtotal and Tax adding up to the Total', () => {
    show('extax');
    const tickets = screen.getByRole('table', { name: 'Tickets' });
    expect(within(tickets).getByRole('row', { name: /Adult/ }).textContent).toContain('$53.91');
    expect(within(tickets).getByRole('row', { name: /Child/ }).textContent).toContain('$17.95');
    expect(screen.getByLabelText('Booking totals').textContent).toBe('Subtotal$71.86Tax$5.93Total$77.79Total Paid$77.79Balance Owing$0.00');
  });

  it('inctax: lines with tax, the tax included in the subtotal', () => {
    show('inctax');
    const tickets = screen.getByRole('table', { name: 'Tickets' });
    expect(within(tickets).getByRole('row', { name: /Adult/ }).textContent).toContain('$58.36');
    expect(screen.getByLabelText('Booking totals').textContent).toBe('Subtotal$77.79Tax included$5.93Total$77.79Total Paid$77.79Balance Owing$0.00');
  });
});

const refund = (RefundStatus: Booking['BookingRefunds'][number]['RefundStatus']) => ({
  ReceiptNo: 1042,
  RefundAmount: 86.44,
  RefundType: 'Card' as const,
  RefundDescription: 'visa-************4242',
  RefundStatus,
});

describe('RefundNotices', () => {
  it('says a failed card refund was not returned, and a pending one is being processed', () => {
    render(<RefundNotices refunds={[refund('Failed'), refund('Pending')]} currency="USD" />);
    const [failed, pending] = screen.getAllByRole('alert');
    expect(failed).toHaveTextContent('The refund of $86.44 to visa-************4242 could not be completed and was not returned. Please contact us.');
    expect(pending).toHaveTextContent('The refund of $86.44 to visa-************4242 is being processed.');
  });

  it('says nothing about refunds done', () => {
    const { container } = render(<RefundNotices refunds={[refund('Refunded')]} currency="USD" />);
    expect(container).toBeEmptyDOMElement();
  });
});
