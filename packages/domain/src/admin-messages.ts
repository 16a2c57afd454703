/**
 * Texts the back office API answers with (docs/architecture.md#operators-and-the-back-office,
 * docs/architecture.md#errors); not in the spec, so ours, in one place for the server, the back
 * office and the tests.
 */

/** "2 persons", "2 to 6 persons", "1 or more persons" (max 0: no limit). */
const persons = (min: number, max: number) =>
  `${max ? (min === max ? `${min}` : `${min} to ${max}`) : `${min} or more`} ${max === 1 ? 'person' : 'persons'}`;

export const adminMessages = {
  /** Every failed sign-in (unknown address, wrong password or code, disabled account): one text, so accounts cannot be found out. */
  signInFailed: 'Sign-in failed: check the e-mail address, the password and, if asked, the code.',
  /** The password was right and the account has a second factor: ask for the code. */
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  signInRequired: 'Please sign in.',
  forbidden: 'Your role does not allow this.',
  passwordMustChange: 'Change your one-time password before continuing.',
  csrfInvalid: 'The page is out of date: reload it and try again.',
  currentPasswordWrong: 'The current password is not correct.',
  samePassword: 'Choose a password different from the current one.',
  codeInvalid: 'That code is not valid: check the time on your device and try again.',
  noTotpEnrolment: 'Start the authenticator set-up first.',
  /** An admin without a second factor while the setting requires one: only the enrolment (and sign-out) answer. */
  totpRequired: 'Set up two-factor authentication before continuing: it is required for admin accounts.',
  emailTaken: 'An operator with this e-mail address exists already.',
  userNotFound: 'No operator with this id.',
  notYourself: 'You cannot change your own role, disable or remove your own account.',
  jsonOnly: 'Send the request body as application/json.',
  costRateNotFound: 'No cost rate with this id.',
  /** Storefront settings (docs/configuration.md#settings-changed-in-the-back-office). */
  settingNotFound: 'No storefront setting with this key (a key set only in gt.config.json is not changed here).',
  settingSetInFile: 'This setting is set in gt.config.json, which wins: change it there.',
  settingValueMissing: "Invalid body field 'value': Enter a value.",
  taxNotFound: 'No tax with this id.',
  tourProductNotFound: 'No tour product with this id.',
  udfNotFound: 'No user-defined field with this id.',
  couponNotFound: 'No coupon with this id.',
  /** A plain coupon's code equals another coupon's code (any case) or a unique code. */
  couponCodeTaken: 'Another coupon already uses this code.',
  /** DELETE of a coupon used by a transaction, or in a cart now. */
  couponUsed: 'This coupon has been used or is in a cart: it cannot be deleted. Disable it instead.',
  couponNotUnique: 'Only a unique-code coupon has codes to generate.',
  /** A coupon rule names a record that does not exist; `what` e.g. "tour product", `ids` "4, 7". */
  unknownCouponTarget: (what: 'tour product' | 'GA ticket' | 'membership package', ids: string) => `No ${what} with id ${ids}.`,
  gaProductNotFound: 'No GA ticket with this id.',
  /** A GA ticket is sold in a display area of type `products`. */
  gaDisplayArea: 'Choose a display area of type “products” (GA tickets).',
  gaProductSold: 'This GA ticket has been sold: it cannot be deleted. End its sell window instead.',
  gaProductInUse: 'Coupons discount this GA ticket: remove it from them first.',
  checkoutProductNotFound: 'No donation or transaction fee product with this id.',
  /** PATCH /checkout-products: the largest donation is the donation's; the percentage is the fee's. */
  donationOnly: "Invalid body field 'maxPriceCents': Only the donation has a largest amount.",
  feeOnly: "Invalid body field 'percentage': Only the transaction fee has a percentage.",
  donationRange: "Invalid body field 'maxPriceCents': The largest donation is less than the smallest.",
  /** Deletes refused: sold, or still used by the catalogue. */
  costRateSold: 'This cost rate has been sold: it cannot be deleted.',
  costRateIsDefault: 'This is the store’s default cost rate (DefaultCostRateID): it cannot be deleted.',
  costRateInUse: 'Membership packages use this cost rate: change them first.',
  taxInUse: 'Products use this tax: remove it from them first.',
  tourProductSold: 'This tour product has been sold: it cannot be deleted. Turn off “Available online” instead.',
  tourProductInUse: 'Holds, coupons or other products use this tour product: it cannot be deleted.',
  udfAnswered: 'Visitors have answered this field: it cannot be deleted. Remove it from its booking types instead.',
  udfInUse: 'Membership types ask this field: remove it from them first.',
  /** Food ordering (docs/operator-guide.md#food-ordering). */
  orderLocationNotFound: 'No order location with this id.',
  orderLocationNameTaken: 'An order location with this name exists already.',
  orderLocationSold: 'This order location has orders: it cannot be deleted.',
  tabLocationSold: (name: string) => `The tab location “${name}” has orders: it cannot be removed.`,
  unknownTabLocation: 'A tab location belongs to another order location or does not exist.',
  foodMenuNotFound: 'No menu with this id.',
  foodMenuNameTaken: 'A menu with this name exists already in this display area.',
  unknownDepartment: 'A department belongs to another menu or does not exist.',
  foodProductNotFound: 'No food product with this id.',
  foodProductSold: 'This food product has been ordered: it cannot be deleted. Turn off “Available online” instead.',
  foodProductIsOption: 'Other products offer this product as an option: remove it from their option groups first.',
  unknownFoodProduct: 'A chosen product does not exist.',
  optionOfItself: 'A product cannot be an option of itself.',
  unknownOptionGroup: 'An option group belongs to another product or does not exist.',
  /** A catalogue change names a record that does not exist. */
  unknownCostRate: 'A price names a cost rate that does not exist.',
  unknownTax: 'A chosen tax does not exist.',
  unknownChosenBookingType: 'A chosen booking type does not exist.',
  unknownDiscountProduct: 'The product the discount applies to does not exist.',
  /** Memberships (docs/operator-guide.md#memberships). */
  membershipPackageNotFound: 'No membership package with this id.',
  membershipNotFound: 'No membership with this id.',
  membershipPackageSold: 'Memberships of this package have been sold: it cannot be deleted. Turn off “Show online” instead.',
  membershipTypeHeld: (name: string) => `Members hold the type “${name}”: it cannot be removed.`,
  unknownMembershipType: (id: number) => `Membership type ${id} is not a type of this package.`,
  unknownUdf: 'A chosen user-defined field does not exist.',
  unknownMemberCostRate: 'The member cost rate does not exist.',
  membershipCancelled: 'This membership is cancelled.',
  extendNotLater: (expiry: string) => `The new expiry date must be after the current one (${expiry}).`,
  expiryBeforeStart: (start: string) => `Invalid body field 'expiryDate': The expiry date is before the start date (${start}).`,
  /** POST /memberships (issued by hand): a person's type is an add-on, or the persons are outside the package's limits. */
  addOnIsNotPerson: (name: string) => `“${name}” is an add-on, not a membership type: choose a membership type for each person.`,
  membersOutOfLimits: (min: number, max: number, n: number) => `This package takes ${persons(min, max)}; you entered ${n}.`,
  typeOutOfLimits: (name: string, min: number, max: number, n: number) =>
    `The type “${name}” takes ${persons(min, max)} in this package; you entered ${n}.`,
  scheduleNotFound: 'No schedule with this id.',
  bookingTypeNotFound: 'No booking type with this id.',
  /** A schedule's booking info that is not one of its booking type's groups. */
  bookingInfoUnknown: (code: string) => `The booking type has no booking info group “${code}”.`,
  ruleInvalid: 'The recurrence rule is not a valid RFC 5545 RRULE (for example FREQ=WEEKLY;BYDAY=MO,WE).',
  tourEventNotFound: 'No event with this id.',
  /** PATCH /tour-events/:id below what is taken (sold + live holds, counted under the event's lock). */
  capacityBelowTaken: (taken: number, sold: number, held: number) =>
    `Capacity cannot be lower than the ${taken} seats already taken (${sold} sold, ${held} in live holds).`,
  /** The event's row lock was not granted in time (visitors are buying right now). */
  eventBusy: 'The event is busy with sales right now: try again in a moment.',
  displayAreaNotFound: 'No display area with this id.',
  /** A display area or booking type that something still uses; `uses` e.g. "2 booking types and 1 GA ticket". */
  stillInUse: (what: 'display area' | 'booking type', uses: string) => `This ${what} cannot be deleted: it is used by ${uses}.`,
  ticketLimits: 'The minimum number of tickets cannot be more than the maximum.',
  waiverUrlRequired: 'Enter the waiver address: the booking type requires a waiver.',
  unknownDisplayArea: (id: number) => `Display area ${id} does not exist.`,
  unknownBookingType: (id: number) => `Booking type ${id} does not exist.`,
  duplicateDisplayArea: 'Each display area can be chosen once.',
  imageMissing: 'Choose an image file to upload.',
  imageType: 'Upload a JPEG, PNG or WebP image: this file is not one.',
  imageTooLarge: (mb: number) => `The image is larger than ${mb} MB: upload a smaller one.`,
  multipartOnly: 'Send the image as multipart/form-data.',
  kitchenOrderNotFound: 'No order with this id.',
  /** POST /kitchen/orders/:id/state to the state the order is in or one behind it (orders only move forward). */
  kitchenStateNotForward: (orderNumber: number, now: string) => `Order ${orderNumber} is already ${now}: an order only moves forward.`,
  /** An API token (Authorization: Bearer) on an account route (session, password, second factor): those are for people only. */
  tokenNotAllowed: 'An API token cannot call this route: sign in as an operator.',
  apiTokenNotFound: 'No API token with this id.',
  apiTokenRevoked: 'This API token is revoked already.',
  apiTokenExpiryPast: "Invalid body field 'expiresAt': The expiry must be in the future.",
  webhookNotFound: 'No webhook with this id.',
  webhookDeliveryNotFound: 'No webhook delivery with this id.',
  /** A webhook URL that is not https, or names a private, loopback or link-local address (docs/integrations.md#which-addresses-are-allowed). */
  webhookUrlRefused: (why: string) => `Invalid body field 'url': ${why}`,
  giftCardProductNotFound: 'No gift card product with this id.',
  /** A gift card product placed in a display area that is not of type giftcard. */
  notGiftCardArea: (id: number) => `Display area ${id} is not a gift card area (type giftcard).`,
  giftCardProductSold: 'This gift card product has been sold: it cannot be deleted. End its sell window instead.',
  giftCardProductLimits: 'The largest amount is less than the price.',
  sellWindowOrder: 'The sell window ends before it starts.',
  giftCardNotFound: 'No gift card with this number.',
  giftCardVoid: 'This gift card is void: it cannot be changed.',
  /** A negative adjustment larger than what the card can give (its balance less live cart holds), cents shown as dollars. */
  giftCardAdjustTooLarge: (available: string) => `The card has ${available} that can be taken: the balance cannot go below zero.`,
  /** GET /money-reports/reconciliation when the configured card provider cannot list its payments. */
  reconciliationUnavailable: 'The card provider cannot list its payments, so they cannot be reconciled here.',
} as const;
