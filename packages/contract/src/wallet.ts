/**
 * Apple Wallet passes of event bookings (docs/operator-guide.md#apple-wallet-passes): the public
 * address of a booking's pass, for the storefront's receipt and the confirmation e-mail.
 */

/** `/api/v1/wallet/bookings/{barcode}.pkpass`: the pass of the booking with this barcode (its entry credential). */
export const walletPassPath = (barcode: string): string => `/api/v1/wallet/bookings/${encodeURIComponent(barcode)}.pkpass`;
