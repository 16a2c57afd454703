/** GA tickets, gift cards for sale and a GA coupon as the demo store lists them (docs/checkout-api.md#7-general-admission-tickets-and-gift-cards-bought), for component tests. */
import type { DisplayArea } from '@gt/contract/catalogue';
import type { Coupon } from '@gt/contract/coupons';
import type { GaTicket, GiftCardProduct } from '@gt/contract/products';

/** 2026-11-23 15:00 UTC: 09:00 in the demo's America/Chicago. */
export const SERVER_NOW = Date.parse('2026-11-23T15:00:00Z');

export function gaTicket(id: number, name: string, price: number, patch: Partial<GaTicket> = {}): GaTicket {
  return {
    ProductID: id,
    ProductName: name,
    ProductType: 'gaticket',
    Price: price,
    OriginalPrice: null,
    MinQuantity: 0,
    MaxQuantity: 10,
    ProductSellStartDate: null,
    ProductSellEndDate: null,
    DisplayArea: 5,
    SortOrder: 1,
    TermsConditions: '',
    GATicketExpiryDate: null,
    GATicketDepartments: [{ DepartmentName: 'Exhibits', DepartmentSortOrder: 1 }],
    Taxes: [{ TaxIncluded: false, TaxPercentage: 8.25 }],
    CouponCodeApplied: null,
    ...patch,
  };
}

const experiences = [{ DepartmentName: 'Experiences', DepartmentSortOrder: 2 }];

/** Listed in an order the page must sort: a department and ticket order differing from the list's. */
export const gaTickets: GaTicket[] = [
  gaTicket(2003, 'Penguin Feeding', 12, { GATicketDepartments: experiences, MinQuantity: 2, MaxQuantity: 8, TermsConditions: 'Daily at 2 pm. Book at least two places.' }),
  gaTicket(2002, 'Shark Tunnel Photo', 15, { SortOrder: 2, MaxQuantity: 5, GATicketExpiryDate: '2027-02-21' }),
  gaTicket(2001, '4D Theater', 8, { OriginalPrice: 10, TermsConditions: 'Shows every 30 minutes.' }),
];

export const ga20: Coupon = {
  CouponID: 9,
  CouponCode: 'GA20',
  CouponKind: 'ticket',
  UseCouponFrom: null,
  UseCouponTill: null,
  CurrentDateTimeAtLocation: '2026-11-23T09:00:00-06:00',
  RequireUniqueCouponCode: false,
  MaxProductsLimit: 0,
  MaxProductsPerPurchase: 0,
  MaxTransactionsPerCoupon: 0,
  TimesUsed: 0,
  RemainingProducts: null,
  TourProducts: [],
  GATickets: [2001, 2003].map((ProductID) => ({ ProductID, PercentageDiscount: 20, DollarDiscount: null })),
  MembershipPackages: [],
};

export function giftCardProduct(id: number, name: string, price: number, patch: Partial<GiftCardProduct> = {}): GiftCardProduct {
  return { ProductID: id, ProductName: name, ProductType: 'giftcard', Price: price, MaxPrice: null, DisplayArea: 6, ProductImageURL: '/GT/images/jellyfish.svg', SellStart: null, SellEnd: null, SortOrder: id, ...patch };
}

export const giftCardProducts: GiftCardProduct[] = [
  giftCardProduct(3001, '$25 Ocean Gift Card', 25),
  giftCardProduct(3002, '$50 Ocean Gift Card', 50),
  giftCardProduct(3004, 'Gift Card, any amount', 10, { MaxPrice: 500, ProductImageURL: '/GT/images/coral-reef.svg' }),
  // Its sell window ended yesterday (venue): not shown.
  giftCardProduct(3009, 'Autumn Gift Card', 30, { ProductImageURL: '/GT/images/dolphin.svg', SellEnd: '2026-11-22' }),
];

export const giftCardArea: DisplayArea = {
  DisplayAreaNo: 6,
  AreaName: 'Ocean Gifts',
  DisplayText: 'Any amount, delivered by e-mail.',
  DisplayAreaType: 'giftcard',
  ShowOnline: true,
  NextTourDate: null,
  ForceListView: false,
  DefaultHybridView: false,
  ListViewSearchDays: 7,
  LargeImageURL: null,
  BookingInfoDetails: [],
  UniqueBookingTypeID: null,
  BookingTypeIDs: [],
};
