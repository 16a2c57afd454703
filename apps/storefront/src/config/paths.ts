/** Typed route table of the storefront (router basename /GT; spec 01 §2 "Screens and routes"). */
export const paths = {
  products: { pattern: '/products', to: () => '/products' },
  bookingTypeCalendar: { pattern: '/calendar/:id', to: (bookingTypeId: number) => `/calendar/${bookingTypeId}` },
  areaCalendar: { pattern: '/calendar/Area/:id', to: (displayAreaNo: number) => `/calendar/Area/${displayAreaNo}` },
  checkout: { pattern: '/checkout', to: () => '/checkout' },
  gaTickets: { pattern: '/gatickets', to: () => '/gatickets' },
  areaGaTickets: { pattern: '/gatickets/Area/:id', to: (displayAreaNo: number) => `/gatickets/Area/${displayAreaNo}` },
  giftCards: { pattern: '/giftcards', to: () => '/giftcards' },
  giftCardArea: { pattern: '/giftcards/:id', to: (displayAreaNo: number) => `/giftcards/${displayAreaNo}` },
  orderLocations: { pattern: '/orderlocation', to: () => '/orderlocation' },
  areaOrderLocations: { pattern: '/orderlocation/Area/:id', to: (displayArea: number) => `/orderlocation/Area/${displayArea}` },
  orderLocationTab: { pattern: '/orderlocationtab/:name', to: (orderLocation: string) => `/orderlocationtab/${encodeURIComponent(orderLocation)}` },
  orderMenu: { pattern: '/ordermenu/:id', to: (tabLocationId: number) => `/ordermenu/${tabLocationId}` },
  orderSubmenu: { pattern: '/ordersubmenu/:name', to: (menuName: string) => `/ordersubmenu/${encodeURIComponent(menuName)}` },
  reviewOrder: { pattern: '/revieworderproducts', to: () => '/revieworderproducts' },
  memberships: { pattern: '/memberships', to: () => '/memberships' },
  membershipJoin: { pattern: '/memberships/join/:id', to: (id: number) => `/memberships/join/${id}` },
  membershipRenew: { pattern: '/memberships/renew/:id', to: (id: number) => `/memberships/renew/${id}` },
  membershipValidate: { pattern: '/memberships/membervalidate/:id', to: (id: number) => `/memberships/membervalidate/${id}` },
  findMyBooking: { pattern: '/findmybooking', to: () => '/findmybooking' },
  findMyBookingPrefilled: { pattern: '/findmybooking/:name/:email/:bookingid', to: () => '/findmybooking' },
  manageBooking: { pattern: '/managebooking', to: () => '/managebooking' },
  confirmBookingChanges: { pattern: '/confimbookingchanges', to: () => '/confimbookingchanges' },
  modifyTickets: { pattern: '/modifytickets', to: () => '/modifytickets' },
  manageCheckout: { pattern: '/managecheckout', to: () => '/managecheckout' },
  notFound: { pattern: '/not-found', to: () => '/not-found' },
} as const;

/** Where a display area's Buy Now leads: its unique booking type's calendar, else the area's. */
export function displayAreaTarget(a: { UniqueBookingTypeID: number | null; DisplayAreaNo: number }): string {
  return a.UniqueBookingTypeID !== null ? paths.bookingTypeCalendar.to(a.UniqueBookingTypeID) : paths.areaCalendar.to(a.DisplayAreaNo);
}

/** The manage-my-booking screens: with a booking loaded, the header hides its links and cart there (spec 02 §2.2). */
export const manageBookingPaths: readonly string[] = ['/managebooking', '/confimbookingchanges', '/modifytickets', '/managecheckout'];

/**
 * Where Continue Shopping leads by the cart's content (spec 01 §2 "Checkout"): the food menu of
 * the order's tab location (or the locations) with food; else /products with timed tickets (or an
 * empty cart), /gatickets with GA tickets, /giftcards with gift cards.
 */
export function continueShoppingTarget(cart: { food: boolean; tabLocationId?: number | null; events: number; gaTickets: number; giftCards: number }): string {
  if (cart.food) return cart.tabLocationId != null ? paths.orderMenu.to(cart.tabLocationId) : paths.orderLocations.to();
  if (cart.events > 0) return paths.products.to();
  if (cart.gaTickets > 0) return paths.gaTickets.to();
  if (cart.giftCards > 0) return paths.giftCards.to();
  return paths.products.to();
}
