/**
 * Catalogue of the spec's fixed message texts (spec 01 §5 and §8, spec 02 §8), one place for
 * each text. Parameterised messages are functions. Configured messages (wording not in the spec)
 * live in the runtime configuration instead.
 */
export const messages = {
  pageNotFound: "The page you are looking for isn't here.",
  unexpectedError: 'Unexpected error!!!',
  requestedUrlNotFound: 'The Requested URL was not found.',
  authorizationDenied: 'Authorization has been denied for this request.',
  middlewareCredentialsInvalid: 'Middleware credentials are not valid',
  ticketsNoLongerAvailable: 'Tickets not longer available, please choose another time',
  maxTicketsAvailable: (n: number) => `Maximum of ${n} tickets available`,
  minTicketsPerOrder: (n: number) => `Minimum tickets per order is ${n}`,
  maxTicketsAllowed: (n: number) => `Maximum of ${n} tickets allowed`,
  minTicketsForThisEvent: (n: number) => `Minimum tickets for this event is ${n}, please add more tickets.`,
  minTicketsForEvent: (n: number) => `Minimum tickets for event is ${n}, please add more tickets.`,
  fillRequiredUdfs: 'Please fill all required UDFs.',
  removeCouponFirst: 'Please remove coupon code to make futher changes.',
  noItemInCart: 'No item in the cart',
  soldOut: 'Sold Out',
  selectAvailableOption: 'Please select an available option',
  noDisplayAreas: 'No display areas record found.',
  unableToPerformTourHold: 'Unable to perform tourhold',
  unableToPerformTransaction: 'Unable to perform transaction',
  unableToPerformTransactionStatus: (status: number) =>
    `Unable to perform transaction, response status: ${status}`,
  fieldRequired: (field: string) => `${field} is required.`,
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone #',
  eventBusy: 'Unable to perform tourhold, the event is busy, please try again.',
  tourEventNotFound: (id: number) => `Tour event ${id} was not found.`,
  tourProductNotForEvent: (id: number) => `Tour product ${id} is not sold for this event.`,
  customerNotFound: (id: number) => `Customer ${id} was not found.`,
  /** Checkout (POST Transactions), DESIGN.md "Pricing authority", "Capacity, holds and overselling". */
  priceChanged: (what: string) => `The price of ${what} has changed, please review your cart.`,
  amountMismatch: (total: string) => `The payment amount does not match the order total of ${total}, please review your cart.`,
  costRateNotAvailable: (id: number) => `Cost rate ${id} is not available for this order.`,
  holdLapsedSeatsGone: (eventName: string) =>
    `Your hold on ${eventName} has expired and the tickets are no longer available, please choose another time.`,
  cartDiffersFromHold: (eventName: string) =>
    `The tickets for ${eventName} in your cart are not the ones held for you, please review your cart.`,
  paymentInterruptedRefunded: 'Your payment could not be completed and has been refunded, please try again.',
  udfNotForEvent: (id: number) => `User-defined field ${id} is not used for this event.`,
  cardTokenRequired: 'A card token is required to pay this order.',
  paymentTypeNotSupported: (id: number) => `Payment type ${id} is not supported.`,
  idempotencyKeyRequired: 'The Idempotency-Key header is required.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyKeyInProgress: 'A payment with this Idempotency-Key is in progress, please wait.',
  /** Card provider outcomes (sandbox test cards, DESIGN.md "Payments"). */
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardExpired: 'Your card has expired.',
  cardTokenInvalid: 'Your card details have expired, please enter them again.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpiryInvalid: "Your card's expiration date is invalid.",
  cardCvvInvalid: "Your card's security code is invalid.",
  /** Generic "Unable to …" form of spec 01 §8 for a resource, composed with the status. */
  unableTo: (what: string, status: number) => `Unable to ${what}, response status: ${status}`,
} as const;
