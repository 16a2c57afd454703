/**
 * The event drawer's rules (docs/architecture.md#capacity-and-holds): the visitor's held seats count as
 * theirs, stored answers prefill the fields, ShowAvailability/AvailabilityText are honoured and
 * an event that can no longer be sold cannot be added.
 */
import type { BookingType, TourEvent, TourProduct, UserDefinedField } from '@gt/contract/catalogue';
import { PublicConfig } from '@gt/contract/config';
import type { CartEvent } from '@gt/domain/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { publicConfigKey } from '../../../lib/public-config';
import { bookingType as bookingTypeFixture, testConfig, tourEvent } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { userDefinedFieldsKey } from '../api/get-user-defined-fields';
import { EventDrawer, type EventDrawerProps } from './event-drawer';

const product = (id: number, name: string, affectsCapacity: boolean): TourProduct => ({
  TourProductID: id,
  TourProductName: name,
  Information: '',
  PriceMatrix: [{ CostRateID: 1, ProductID: id, Price: 10, Taxes: [], VerifyGroupMembership: false }],
  AffectsCapacity: affectsCapacity,
  AvailableOnline: true,
  ShowOnCalendar: true,
  MinimumTickets: 0,
  MaximumTickets: 0,
  ApplyDiscountToTourProductID: null,
});

const event: TourEvent = {
  TourEventID: 7,
  BookingTypeID: 1,
  EventName: 'Timed Admission',
  EventStartDateTime: '2026-11-24T10:00:00-06:00',
  EventEndDateTime: '2026-11-24T11:00:00-06:00',
  EventDate: '2026-11-24',
  DisplayColor: null,
  DisplayColorLevel: 0,
  Capacity: 150,
  SeatsAvailable: 5,
  BookNowOption: 'Book Now',
  CurrentDateTimeAtLocation: '2026-11-23T09:00:00-06:00',
  TourDisplayDays: 0,
  BookingInfo: null,
  BookingInfoText: null,
  SmallImageURL: null,
  TourProducts: [product(1, 'Adult', true), product(4, 'Parking Pass', false)],
};

const bookingType = {
  BookingTypeID: 1,
  BookingTypeName: 'Timed Admission',
  BookingTypeInfo: 'Explore all galleries.',
  MinimumTickets: 1,
  MaximumTickets: 10,
  ShowAvailability: true,
  AvailabilityText: 'Places left',
} as BookingType;

function renderDrawer(props: Partial<EventDrawerProps>) {
  const client = new QueryClient();
  client.setQueryData(publicConfigKey, PublicConfig.parse({}));
  client.setQueryData(userDefinedFieldsKey(1), [
    { UDFID: 9, BookingTypeID: 1, UDFName: 'Lead guest name', UdfDescription: '', UDFType: 'Text', UDFCategoryName: 'Guest details', IsRequired: true, UDFLength: 60, Picklist: [] },
  ]);
  const onAddToCart = vi.fn(async () => undefined);
  render(
    <QueryClientProvider client={client}>
      <EventDrawer event={event} bookingType={bookingType} carted={undefined} onClose={() => undefined} onAddToCart={onAddToCart} {...props} />
    </QueryClientProvider>,
  );
  return { onAddToCart };
}

const held: CartEvent = { TourEventID: 7, BookingTypeID: 1, lines: [{ TourProductID: 1, Quantity: 3 }], udfs: { 9: 'Ann Lee' } };

describe('EventDrawer', () => {
  it('labels the seats with the booking type AvailabilityText', () => {
    renderDrawer({});
    expect(screen.getByText('10:00 am – 11:00 am · Places left: 5')).toBeInTheDocument();
  });

  it('shows no seats when the booking type hides availability (ShowAvailability off)', () => {
    renderDrawer({ bookingType: { ...bookingType, ShowAvailability: false } });
    expect(screen.getByText('10:00 am – 11:00 am')).toBeInTheDocument();
    expect(screen.queryByText(/Places left/)).not.toBeInTheDocument();
  });

  it('5 seats for this visitor, 3 held: offers 2 more and adds them without refusing', async () => {
    const { onAddToCart } = renderDrawer({ carted: held });
    expect(screen.getByText('10:00 am – 11:00 am · Places left: 2 (3 in your cart)')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'More Adult' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(more).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onAddToCart).toHaveBeenCalledWith({ event, quantities: { 1: 2, 4: 0 }, udfs: { 9: 'Ann Lee' } });
  });

  it('starts from the stored answers of an event in the cart', () => {
    renderDrawer({ carted: held });
    expect(screen.getByRole('textbox', { name: 'Lead guest name (required)' })).toHaveValue('Ann Lee');
  });

  it('cannot add to an event that is no longer Book Now (e.g. refreshed after losing the race)', async () => {
    renderDrawer({ event: { ...event, SeatsAvailable: 0, BookNowOption: 'Sold Out' } });
    expect(screen.getByText('10:00 am – 11:00 am · Sold Out')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More Parking Pass' }));
    expect(screen.getByRole('button', { name: 'More Adult' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });
});

const udf = (UDFID: number, UDFName: string, UDFType: UserDefinedField['UDFType'], IsRequired: boolean): UserDefinedField => ({
  UDFID,
  BookingTypeID: 2,
  UDFName,
  UdfDescription: '',
  UDFType,
  UDFCategoryName: 'Guest details',
  IsRequired,
  UDFLength: 50,
  Picklist: [],
});

describe('event drawer: required user-defined fields', () => {
  it('marks the required fields left empty when "Please fill all required UDFs." is shown, and unmarks them once filled', async () => {
    const onAddToCart = vi.fn(() => Promise.resolve());
    renderWithData(<EventDrawer event={tourEvent()} bookingType={bookingTypeFixture()} carted={undefined} onClose={() => undefined} onAddToCart={onAddToCart} />, {
      config: testConfig(),
      data: [[userDefinedFieldsKey(2), [udf(1, 'Guest name', 'Text', true), udf(2, 'Allergies', 'Text', false), udf(4, 'Can swim', 'Bit', true)]]],
    });
    await userEvent.click(screen.getByRole('button', { name: 'More Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(screen.getByText('Please fill all required UDFs.')).toBeInTheDocument();
    expect(onAddToCart).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Guest name (required)' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Guest name is required.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Can swim (required)' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Can swim is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Allergies' })).toHaveAttribute('aria-invalid', 'false');

    await userEvent.type(name, 'Ann Lee');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Guest name is required.')).not.toBeInTheDocument();
  });
});
