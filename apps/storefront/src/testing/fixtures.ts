/** Catalogue and configuration fixtures for storefront component tests (demo store's prices). */
import type { BookingType, TourEvent, TourProduct } from '@gt/contract/catalogue';
import { PublicConfig } from '@gt/contract/config';

export const testConfig = (patch: Record<string, unknown> = {}): PublicConfig => PublicConfig.parse(patch);

const salesTax = { TaxName: 'Sales tax', TaxIncluded: false, TaxPercentage: 8.25 };
const amusementTax = { TaxName: 'Amusement tax', TaxIncluded: true, TaxPercentage: 5 };

function product(id: number, name: string, price: number, tax: typeof salesTax): TourProduct {
  return {
    TourProductID: id,
    TourProductName: name,
    Information: '',
    PriceMatrix: [{ CostRateID: 1, ProductID: id, Price: price, Taxes: [tax], VerifyGroupMembership: false }],
    AffectsCapacity: true,
    AvailableOnline: true,
    ShowOnCalendar: true,
    MinimumTickets: 0,
    MaximumTickets: 0,
    ApplyDiscountToTourProductID: null,
  };
}

/** Adult $29.95 + 8.25 % sales tax (tax excluded). */
export const adult = product(1, 'Adult', 29.95, salesTax);
/** Tour Guest $59.00 with 5 % amusement tax included. */
export const tourGuest = product(5, 'Tour Guest', 59, amusementTax);

export function tourEvent(patch: Partial<TourEvent> = {}): TourEvent {
  return {
    TourEventID: 43,
    BookingTypeID: 2,
    EventName: 'Behind-the-Scenes Tour',
    EventStartDateTime: '2026-11-25T10:00:00-06:00',
    EventEndDateTime: '2026-11-25T11:30:00-06:00',
    EventDate: '2026-11-25',
    DisplayColor: null,
    DisplayColorLevel: 0,
    Capacity: 20,
    SeatsAvailable: 10,
    BookNowOption: 'Book Now',
    CurrentDateTimeAtLocation: '2026-11-23T09:00:00-06:00',
    TourDisplayDays: 0,
    BookingInfo: null,
    BookingInfoText: null,
    SmallImageURL: null,
    TourProducts: [adult, tourGuest],
    ...patch,
  };
}

export function bookingType(patch: Partial<BookingType> = {}): BookingType {
  return {
    BookingTypeID: 2,
    BookingTypeName: 'Behind-the-Scenes Tour',
    BookingTypeInfo: 'A guided tour.',
    BookingTypeTerms: '',
    MinimumTickets: 1,
    MaximumTickets: 8,
    ShowStartTime: true,
    ShowEndTime: true,
    ShowAvailability: true,
    AvailabilityText: '',
    ForceListView: false,
    DefaultHybridView: false,
    ListViewSearchDays: 7,
    NextTourDate: null,
    LargeImageURL: null,
    SmallImageURL: null,
    BookingInfoDetails: [],
    WaiverRequired: false,
    WaiverURL: null,
    ...patch,
  };
}
