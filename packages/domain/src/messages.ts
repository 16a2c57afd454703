/**
 * Catalogue of the spec's fixed message texts (spec 01 §5 and §8, spec 02 §8), one place for
 * each text. Parameterised messages are functions. Configured messages (wording not in the spec)
 * live in the runtime configuration instead.
 */
export const messages = {
  pageNotFound: "The page you are looking for isn't here.",
  unexpectedError: 'Unexpected error!!!',
  /** The database cannot be reached (a restart, a lost connection): 503 with Retry-After (docs/architecture.md#database). */
  serviceUnavailable: 'The booking service is temporarily unavailable, please try again in a moment.',
  requestedUrlNotFound: 'The Requested URL was not found.',
  authorizationDenied: 'Authorization has been denied for this request.',
  /** 403 on a customer update (spec 01 §8, spec 02 §8). */
  customerUpdateForbidden: 'Unable to update customer not enough privileges to perform an action',
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
  /** Food ordering to a tab (spec 02 §2.12, §4.10, §5 "Food", §8). */
  openToday: (open: string, close: string) => `Open Today : ${open} - ${close}`,
  avgWaitTime: (minutes: number) => `Avg Wait Time : ${minutes} minutes`,
  youAreOrderingFrom: 'You are ordering from',
  selectItemFirst: 'Please select item first',
  selectQuantity: 'Please select quantity',
  selectRequiredOptionFirst: 'Please select required option first',
  removeOrderItemQuestion: 'You are about to remove the item from cart. are you sure?',
  noOrderLocations: 'No Order Locations were found.',
  noOrderMenu: 'No Order Menu were found.',
  orderLocationClosed: (location: string) => `${location} is not open for orders now, please order during its opening hours.`,
  tabLocationNotFound: (id: number) => `Tab location ${id} was not found.`,
  foodProductNotOnMenu: (id: number) => `Product ${id} is not on the menu of this location.`,
  foodOptionNotForProduct: (product: string) => `The options chosen for ${product} are not available, please review your order.`,
  foodNotesNotTaken: (product: string) => `${product} does not take notes.`,
  tabCustomerPhoneRequired: 'A mobile phone number is required for a food order.',
  unableToPerformTourHold: 'Unable to perform tourhold',
  unableToPerformTransaction: 'Unable to perform transaction',
  unableToPerformTransactionStatus: (status: number) =>
    `Unable to perform transaction, response status: ${status}`,
  fieldRequired: (field: string) => `${field} is required.`,
  invalidEmail: 'Please enter a valid email address',
  /** Configured field length (FieldLengths) exceeded; the form's input stops at it, the server says this. */
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  invalidPhone: 'Please enter a valid phone #',
  eventBusy: 'Unable to perform tourhold, the event is busy, please try again.',
  tourEventNotFound: (id: number) => `Tour event ${id} was not found.`,
  tourProductNotForEvent: (id: number) => `Tour product ${id} is not sold for this event.`,
  /** A payment naming an unknown customer or without its CustomerToken (one answer for both). */
  customerNotRecognised: 'Your customer details could not be verified, please submit the form again.',
  /** Checkout (POST Transactions), docs/architecture.md#pricing, docs/architecture.md#capacity-and-holds. */
  priceChanged: (what: string) => `The price of ${what} has changed, please review your cart.`,
  amountMismatch: (total: string) => `The payment amount does not match the order total of ${total}, please review your cart.`,
  costRateNotAvailable: (id: number) => `Cost rate ${id} is not available for this order.`,
  holdLapsedSeatsGone: (eventName: string) =>
    `Your hold on ${eventName} has expired and the tickets are no longer available, please choose another time.`,
  cartDiffersFromHold: (eventName: string) =>
    `The tickets for ${eventName} in your cart are not the ones held for you, please review your cart.`,
  /** Per-client hold limits (docs/architecture.md#capacity-and-holds; server settings HoldLimits). */
  holdLimitPerEvent: (n: number) => `You can hold at most ${n} tickets for this event at a time, please complete your purchase first.`,
  holdLimitPerClient: (n: number) => `You can hold at most ${n} tickets at a time, please complete your purchase first.`,
  holdLifetimeReached: (minutes: number) =>
    `Your cart has been held for the longest time allowed (${minutes} minutes), please complete your purchase or start again.`,
  /** One hold, one payment (docs/architecture.md#payments). */
  orderAlreadyPaid: 'This order has already been paid, your receipt has been sent by e-mail.',
  orderPaymentInProgress: 'A payment for this order is already in progress, please wait for it to finish.',
  /** The cart's time limit and Clear Cart (spec 01 §4 "Cart discard timer"; docs/architecture.md#capacity-and-holds). */
  cartDiscarded: 'Your time to complete the order ran out: your cart was discarded and its seats released. Your cart is now empty.',
  cartCleared: 'Your cart was cleared and its seats released.',
  /** The same for a cart that holds no seats (a food order, GA tickets, gift cards, a membership package). */
  cartDiscardedNoSeats: 'Your time to complete the order ran out: your cart was discarded. Your cart is now empty.',
  cartClearedNoSeats: 'Your cart was cleared.',
  clearCartQuestion: 'Remove every ticket from your cart and release their seats?',
  cartNowHolds: (items: string) => `Your cart now holds ${items}.`,
  cartNowEmpty: 'Your cart is now empty.',
  ticketsFor: (quantity: number, eventName: string) => `${quantity} ${quantity === 1 ? 'ticket' : 'tickets'} for ${eventName}`,
  paymentInterruptedRefunded: 'Your payment could not be completed and has been refunded, please try again.',
  udfNotForEvent: (id: number) => `User-defined field ${id} is not used for this event.`,
  /** A user-defined field value that does not suit the field's type (domain udf-rules). */
  udfNotBit: (field: string) => `${field} must be checked or unchecked.`,
  udfNotDate: (field: string) => `${field} must be a valid date.`,
  udfNotNumber: (field: string) => `${field} must be a number.`,
  udfNotOption: (field: string) => `${field} must be one of its options.`,
  cardTokenRequired: 'A card token is required to pay this order.',
  paymentTypeNotSupported: (id: number) => `Payment type ${id} is not supported.`,
  idempotencyKeyRequired: 'The Idempotency-Key header is required.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyKeyInProgress: 'A payment with this Idempotency-Key is in progress, please wait.',
  paymentAttemptNotFound: 'No payment was made with this Idempotency-Key.',
  /** The storefront could not reach the payment middleware (the attempt is kept and resent as is). */
  paymentConnectionLost: 'We could not reach the payment service. Please check your connection and press Pay again: you will not be charged twice.',
  paymentProviderNotConfigured: 'Global Payment is not configured correctly, please contact administrator for more details.',
  /** Card provider outcomes (sandbox test cards, docs/architecture.md#payments). */
  cardDeclined: 'Your card was declined.',
  /** 3-D Secure failed or was never completed (Stripe's text for the same outcome). */
  cardAuthenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  /** The 402 answer of a payment that needs the card holder's bank to authenticate it. */
  cardAuthenticationRequired: 'Your bank asks you to confirm this payment.',
  /** A charge no visitor can authenticate (at the desk): the bank asked for 3-D Secure. */
  cardAuthenticationUnavailable: "The card holder's bank asks for authentication: the card holder must pay online.",
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardExpired: 'Your card has expired.',
  cardTokenInvalid: 'Your card details have expired, please enter them again.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpiryInvalid: "Your card's expiration date is invalid.",
  cardCvvInvalid: "Your card's security code is invalid.",
  /** The sandbox's hosted card fields and 3-D Secure step (docs/payments.md#the-sandbox-provider). */
  cardServiceUnreachable: 'The card service could not be reached, please try again.',
  authenticationCancelled: 'The authentication was cancelled.',
  unknownPayment: 'Unknown payment.',
  /** Coupons (spec 01 §5 "Coupons"; the configured ones live in PublicConfig.Messages). */
  couponCodeRequired: 'Please enter Coupon Code.',
  couponNotFound: 'Coupon Code not found, please try again with an valid Coupon Code.',
  couponNotForThisTicket: 'Coupon Code not found against this ticket.',
  couponNotForTheseTickets: 'Coupon Code not found against these tickets.',
  couponNotForMembershipPackage: 'Coupon Code not found against this membership package, please try again with an valid Coupon Code.',
  uniqueCouponMisconfigured: 'Please check your unique coupon configuration, Max User Per Day must be greater than 0.',
  uniqueCouponAlreadyApplied: 'Unique Coupon already applied, please remove existing coupon and try again.',
  removeCouponToChange: 'Please remove coupon code to make futher changes.',
  unableToApplyCoupon: (message: string) => `Unable to apply Coupon, ${message}`,
  unableToApplyUniqueCoupon: 'Unable to apply unique coupon.',
  /** A coupon that discounts nothing after a cart change is dropped (spec 01 §4 "Coupons"); the visitor is told. */
  couponNoLongerApplies: (code: string) => `Coupon ${code} no longer applies to your cart and was removed.`,
  /** Gift cards (spec 01 §5 "Gift cards", §8). */
  giftCardAlreadyInCart: 'This giftcard was already used in cart. Delete that giftcard from cart and try again.',
  giftCardNeedsCart: 'Please add item in cart before applying Giftcard.',
  giftCardNumberRequired: 'Please enter Giftcard number.',
  giftCardPinInvalid: 'Please Enter valid Pin',
  giftCardConsumed: 'Giftcard is already consumed',
  /** The card has a balance, but other carts' live holds (e.g. a cart abandoned in another tab) take all of it until they lapse. */
  giftCardInUse: 'This gift card is in use in another cart: it can be used again once that cart is paid or discarded.',
  /** One answer for an unknown number and a wrong PIN, so that card numbers cannot be probed. */
  giftCardNotRecognised: 'Invalid gift card number or PIN.',
  /** A gift card applied while the cards already in the cart pay the whole order. */
  giftCardsCoverOrder: 'The gift cards applied already pay for this order.',
  /** A gift card applied to a cart of gift cards bought (AllowGiftCardForGiftCards off). */
  giftCardCannotPayGiftCards: 'A gift card cannot pay for gift cards.',
  giftCardBalanceChanged: (masked: string) => `The balance of gift card ${masked} has changed, please apply it again.`,
  unableToUpdateGiftCardHold: 'Unable to update GiftCardHold',
  unableToDeleteGiftCardHold: 'Unable to delete GiftCardHold',
  unableToDeleteUniqueCouponHolds: 'Unable to delete UniqueCouponHolds',
  /** Donation and transaction fee (spec 01 §5 "Donation", §9). */
  donationRange: (min: string, max: string) => `${min} - ${max}`,
  feeChanged: 'The transaction fee has changed, please review your cart.',
  productNotFound: (id: number) => `Product ${id} was not found.`,
  /** GA tickets and gift card purchase (spec 02 §5). */
  gaMinimumQuantity: (name: string, min: number) => `${name} (Please select at least ${min} quantity)`,
  gaSelectQuantity: 'Please select quantity first',
  gaCouponRequired: 'Please enter Coupon number.',
  selectAnyGiftCard: 'Please select any giftcard',
  invalidGiftCardAmount: 'Please enter valid amount.',
  /** Not in the spec (it allows 999 per line): the server's per-order cap, MaxGiftCardsPerOrder. */
  tooManyGiftCards: (max: number) => `An order may include at most ${max} gift cards. Please buy more in another order.`,
  recaptchaNotFetched: 'Recaptcha token not fetched',
  recaptchaFailed: 'We could not verify that you are not a robot, please try again.',
  recaptchaUnavailable: 'The robot check is not available right now, please try again in a moment.',
  /** Manage my booking (spec 02 §2.4, §5 "Find booking", "Modify tickets", §6). */
  bookingIdRequired: 'Booking ID is required.',
  lastNameRequired: 'Last Name is required.',
  emailRequired: 'Email is required.',
  validEmailRequired: 'Please enter a valid email address.',
  lastNameAndEmailMismatch: 'Last Name and Email does not match.',
  lastNameMismatch: 'Last Name does not match.',
  emailMismatch: 'Email does not match.',
  goToFindMyBooking: 'Please go to find my booking page to Update Booking.',
  noTicketChanges: 'No tickets changes are applied.',
  notRefundable: 'Not Refundable',
  noAvailableTickets: 'No available tickets',
  minTicketsThisEvent: (n: number) => `Minimum tickets for this event is ${n}.`,
  newTotalAndPaid: (total: string, paid: string) => `Your new booking total is ${total} and your total paid is ${paid}.`,
  bookingCancelledText: 'Your booking has been cancelled.',
  changeSameEvent: 'This is the date and time of your booking, please choose another.',
  /** Server texts of booking changes (not in the spec). */
  bookingAlreadyCancelled: 'This booking has already been cancelled.',
  /** GET wallet/bookings/{barcode}.pkpass (not in the spec). */
  walletBookingNotFound: 'No booking has this barcode.',
  walletBookingCancelled: 'This booking has been cancelled: its Wallet pass is no longer valid.',
  bookingEventStarted: 'This booking can no longer be changed online: its event has started.',
  bookingEventCancelled: 'This event was cancelled by the venue, please contact us about your booking.',
  bookingChanged: 'This booking has changed since you opened it, please find it again.',
  bookingChangeNotAllowed: 'This change is not allowed for this booking.',
  refundToCardNotAllowed: 'This booking cannot be refunded to a card, please choose a refund to a gift card.',
  refundNotAllowed: 'Refunds are not allowed for this booking.',
  tourHoldRequired: 'The hold of the tickets added is required (TourHoldRef).',
  /** A line the request names is no longer on the booking: another tab or window changed it (the storefront reloads it). */
  bookingLineNotFound: 'This booking was changed in another tab or window. It has been reloaded: please make your changes again.',
  bookedQuantityOnlyLowered: 'Booked quantities can only be lowered; add tickets as new products.',
  productNotRefundable: (name: string) => `${name} is not refundable.`,
  paymentAboveBalance: (balance: string) => `The amount to pay must be above $0.00 and at most the balance owing of ${balance}.`,
  /** Generic "Unable to …" form of spec 01 §8 for a resource, composed with the status. */
  unableTo: (what: string, status: number) => `Unable to ${what}, response status: ${status}`,
} as const;
