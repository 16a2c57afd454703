/**
 * Texts the back office API answers with (docs/architecture.md#operators-and-the-back-office,
 * docs/architecture.md#errors); not in the spec, so ours, in one place for the server, the back
 * office and the tests.
 */
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
  taxNotFound: 'No tax with this id.',
  tourProductNotFound: 'No tour product with this id.',
  udfNotFound: 'No user-defined field with this id.',
  /** Deletes refused: sold, or still used by the catalogue. */
  costRateSold: 'This cost rate has been sold: it cannot be deleted.',
  costRateIsDefault: 'This is the store’s default cost rate (DefaultCostRateID): it cannot be deleted.',
  costRateInUse: 'Membership packages use this cost rate: change them first.',
  taxInUse: 'Products use this tax: remove it from them first.',
  tourProductSold: 'This tour product has been sold: it cannot be deleted. Turn off “Available online” instead.',
  tourProductInUse: 'Holds, coupons or other products use this tour product: it cannot be deleted.',
  udfAnswered: 'Visitors have answered this field: it cannot be deleted. Remove it from its booking types instead.',
  udfInUse: 'Membership types ask this field: remove it from them first.',
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
  scheduleNotFound: 'No schedule with this id.',
  bookingTypeNotFound: 'No booking type with this id.',
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
} as const;
