/** Typed route table of the storefront (router basename /GT; spec 01 §2 "Screens and routes"). */
export const paths = {
  products: { pattern: '/products', to: () => '/products' },
  bookingTypeCalendar: { pattern: '/calendar/:id', to: (bookingTypeId: number) => `/calendar/${bookingTypeId}` },
  areaCalendar: { pattern: '/calendar/Area/:id', to: (displayAreaNo: number) => `/calendar/Area/${displayAreaNo}` },
  checkout: { pattern: '/checkout', to: () => '/checkout' },
  notFound: { pattern: '/not-found', to: () => '/not-found' },
} as const;

/** Where a display area's Buy Now leads: its unique booking type's calendar, else the area's. */
export function displayAreaTarget(a: { UniqueBookingTypeID: number | null; DisplayAreaNo: number }): string {
  return a.UniqueBookingTypeID !== null ? paths.bookingTypeCalendar.to(a.UniqueBookingTypeID) : paths.areaCalendar.to(a.DisplayAreaNo);
}
