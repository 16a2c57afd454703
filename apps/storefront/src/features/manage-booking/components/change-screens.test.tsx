/**
 * Manage booking screens and the money rules of a change (spec 02 §2.4, §2.5, §4.4): a
 * non-refundable add-on is carried to the new date (its stepper stops at the booked units, red
 * 'Not Refundable'; a new time that cannot carry it is refused with "{Product} is not
 * refundable."), and no Make Payment on an event the venue cancelled.
 */
import type { Booking } from '@gt/contract/bookings';
import type { TourProduct } from '@gt/contract/catalogue';
import { messages } from '@gt/domain/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifierSnackbar } from '../../../app/layout/notifier-snackbar';
import { useManageBooking } from '../../../stores/manage-booking';
import { adult, testConfig, tourEvent } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { ConfirmChangesPage } from './confirm-changes-page';
import { ManageBookingPage } from './manage-booking-page';
import { ModifyTicketsPage } from './modify-tickets-page';
import { settled } from '../../../testing/settled';

const parkingPass: TourProduct = {
  ...adult,
  TourProductID: 4,
  TourProductName: 'Parking Pass',
  AffectsCapacity: false,
  MaximumTickets: 2,
  PriceMatrix: [{ CostRateID: 1, ProductID: 4, Price: 10, Taxes: [{ TaxName: 'Amusement tax', TaxIncluded: true, TaxPercentage: 5 }], VerifyGroupMembership: false }],
};

const line = (id: number, p: TourProduct, quantity: number, price: number, refundable: boolean) => ({
  BookingLineID: id,
  TourProductID: p.TourProductID,
  TourProductName: p.TourProductName,
  Quantity: quantity,
  CostRateID: 1,
  Price: price,
  ProductLinePriceInclTax: price * quantity,
  ProductLinePriceExTax: price * quantity,
  AffectsCapacity: p.AffectsCapacity,
  IsRefundable: refundable,
  BookedQuantity: quantity,
  BookedLinePriceInclTax: price * quantity,
  ReturnedQuantity: 0,
});

function booking(patch: Partial<Booking> = {}): Booking {
  return {
    BookingID: 2908580307,
    Barcode: 'B123',
    ConfirmationNumber: 100001,
    BookingStatus: 'Booked',
    BookingName: 'Timed Admission',
    BookingTypeID: 1,
    BookingTypeName: 'Timed Admission',
    BookingTypeDisplayArea: null,
    BookingEmailAddress: 'ada@example.org',
    BookingSearchName: 'Lee',
    CustomerID: 7,
    CustomerName: 'Ada Lee',
    CustomerCostRateID: 1,
    TourEventID: 42,
    EventStartDateTime: '2026-11-24T10:00:00-06:00',
    EventEndDateTime: '2026-11-24T11:00:00-06:00',
    ShowStartTime: true,
    ShowEndTime: true,
    MinimumTickets: 1,
    MaximumTickets: 10,
    TotalAmount: 74.84,
    TotalPaid: 74.84,
    BalanceOwing: 0,
    AllowRefunds: true,
    AllowRefundToGiftcardOnly: false,
    AllowDateTimeChanges: true,
    AllowDateTimeChangesWithinArea: false,
    AllowTicketChanges: true,
    NoChangesMessage: '',
    PaymentToken: 'ch_1',
    PaymentDescription: 'visa-************4242',
    CardRefundable: 74.84,
    BookingPayments: [],
    BookingRefunds: [],
    BookingProducts: [line(1, adult, 2, 32.42, true), line(2, parkingPass, 1, 10, false)],
    ...patch,
  };
}

const credentials = { BookingID: '2908580307', Email: 'ada@example.org', LastName: 'Lee' };

function renderChange(products: TourProduct[]) {
  const event = tourEvent({ TourEventID: 44, BookingTypeID: 1, TourProducts: products });
  return renderWithData(
    <>
      <ConfirmChangesPage eventId={44} costRateId={1} />
      <NotifierSnackbar />
    </>,
    { config: testConfig(), data: [[['TourEvents', 'change', 44], event]] },
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('[]')));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useManageBooking.getState().reset();
});

describe('change date/time', { timeout: 30_000 }, () => {
  it('carries the non-refundable pass: its stepper stops at the booked unit, marked Not Refundable', async () => {
    useManageBooking.getState().load(credentials, booking());
    renderChange([adult, parkingPass]);
    const addOns = screen.getByRole('table', { name: 'Add Ons' });
    expect(within(addOns).getByText('Parking Pass')).toBeInTheDocument();
    expect(within(addOns).getByText(messages.notRefundable)).toBeInTheDocument();
    expect(within(addOns).getByRole('button', { name: 'Fewer Parking Pass' })).toBeDisabled();
    expect(within(addOns).getByRole('button', { name: 'More Parking Pass' })).toBeEnabled();
    // The adults may still be lowered.
    await userEvent.click(screen.getByRole('button', { name: 'Fewer Adult' }));
    expect(screen.getByRole('button', { name: 'Fewer Adult' })).toBeEnabled();
  });

  it('refuses a new time that does not sell the pass, with the spec text, before holding anything', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('[]')));
    vi.stubGlobal('fetch', fetch);
    useManageBooking.getState().load(credentials, booking());
    renderChange([adult]);
    await userEvent.click(await settled(screen.getByRole('button', { name: 'Confirm Changes' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Parking Pass is not refundable.');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('manage booking', { timeout: 30_000 }, () => {
  it('offers no Make Payment on an event the venue cancelled, and says why', () => {
    const unpaid = { TotalPaid: 0, BalanceOwing: 74.84, BookingPayments: [], PaymentToken: null };
    useManageBooking.getState().load(credentials, booking({ ...unpaid, NoChangesMessage: messages.bookingEventCancelled }));
    const { unmount } = renderWithData(<ManageBookingPage />, { config: testConfig() });
    expect(screen.getByText(messages.bookingEventCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).toBeNull();
    unmount();
    useManageBooking.getState().load(credentials, booking(unpaid));
    renderWithData(<ManageBookingPage />, { config: testConfig() });
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeInTheDocument();
  });
});

describe('refund dialog of a ticket change (spec 02 §2.6, §4.4, §9)', { timeout: 30_000 }, () => {
  const pay = (type: 'Card' | 'Gift Card', n: number) => ({
    ReceiptNo: 100001,
    PaymentAmount: 32.42,
    PaymentType: type,
    PaymentDescription: type === 'Card' ? 'visa-************4242' : `************000${n}`,
  });
  // 3 adults ($97.26) paid by two gift cards ($32.42 each) and $32.42 by card.
  const threeWays = booking({
    TotalAmount: 97.26,
    TotalPaid: 97.26,
    CardRefundable: 32.42,
    BookingPayments: [pay('Gift Card', 1), pay('Gift Card', 2), pay('Card', 0)],
    BookingProducts: [line(1, adult, 3, 32.42, true)],
  });
  async function lowerAdults(times: number) {
    useManageBooking.getState().load(credentials, threeWays);
    renderWithData(<ModifyTicketsPage />, {
      config: testConfig(),
      data: [[['TourEvents', 'change', 42], tourEvent({ TourEventID: 42, BookingTypeID: 1, TourProducts: [adult] })]],
    });
    const current = await screen.findByRole('table', { name: 'Current Tickets' });
    for (let i = 0; i < times; i++) await userEvent.click(within(current).getByRole('button', { name: 'Fewer Current Adult' }));
    await userEvent.click(await settled(screen.getByRole('button', { name: 'Confirm Changes' })));
    return screen.findByRole('dialog', { name: 'Refund Transaction' });
  }

  it('offers only the gift card when the card cannot take the whole refund back', async () => {
    const dialog = await lowerAdults(2);
    expect(dialog).toHaveTextContent(
      'Your new booking total is $32.42 and your total paid is $97.26. You are eligible for a refund of $64.84 to a gift card.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Refund to Credit Card' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Refund to Gift Card' })).toBeEnabled();
  });

  it('offers the card for what it paid', async () => {
    const dialog = await lowerAdults(1);
    expect(dialog).toHaveTextContent('You are eligible for a refund of $32.42 to a gift card or card on file.');
    expect(within(dialog).getByRole('button', { name: 'Refund to Credit Card' })).toBeEnabled();
  });
});
