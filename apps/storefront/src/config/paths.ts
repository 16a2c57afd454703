/** Typed route table of the storefront (router basename /GT; spec 01 §2 "Screens and routes"). */
export const paths = {
  products: { pattern: '/products', to: () => '/products' },
  bookingTypeCalendar: { pattern: '/calendar/:id', to: (bookingTypeId: number) => `/calendar/${bookingTypeId}` },
  areaCalendar: { pattern: '/calendar/Area/:id', to: (displayAreaNo: number) => `/calendar/Area/${displayAreaNo}` },
  checkout: { pattern: '/checkout', to: () => '/checkout' },
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
