/**
 * Texts the back office API answers with (DESIGN.md "Identity and operators", "Errors"); not in
 * the spec, so ours, in one place for the server, the back office and the tests.
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
  emailTaken: 'An operator with this e-mail address exists already.',
  userNotFound: 'No operator with this id.',
  notYourself: 'You cannot change your own role, disable or remove your own account.',
  jsonOnly: 'Send the request body as application/json.',
  displayAreaNotFound: 'No display area with this id.',
  bookingTypeNotFound: 'No booking type with this id.',
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
} as const;
