/**
 * Public part of the runtime configuration (spec 01 §9, spec 02 §9;
 * docs/architecture.md#configuration). The server validates its configuration file and environment
 * with the server schema, which extends this one with secrets; the storefront reads this part from
 * `GET /api/v1/config` at run time. Every key has a default so an empty file is valid.
 */
import { z } from 'zod';
import { MAX_CONTACT_TEXT } from './wire';

const msg = (text: string) => z.string().default(text);

/** Whether a configured pattern is a valid JavaScript regular expression. */
const compiles = (pattern: string) => {
  try {
    return Boolean(new RegExp(pattern));
  } catch {
    return false;
  }
};

export const Headings = z
  .object({
    Products: z.string().default('Tickets').describe('Header link /products is shown only when this heading is configured (non-empty).'),
    GATickets: z
      .string()
      .default('General Admission')
      .describe("Header link /gatickets and the GA page's heading (spec 02 §2.9); empty hides the link."),
    Memberships: z.string().default('Memberships'),
    GiftCards: z
      .string()
      .default('Gift Cards')
      .describe("Header link /giftcards and the gift card pages' heading (spec 02 §2.11); empty hides the link."),
    Food: z.string().default('Food & Drink'),
    TabLocation: z
      .string()
      .default('Where should we bring your order?')
      .describe('Heading of the tab location radio group (spec 02 §2.12 item 2).'),
    ProductNotes: z
      .string()
      .default('Special instructions')
      .describe('Label of the product notes field of the options dialog (spec 02 §2.12 item 5).'),
    FindMyBooking: z.string().default('Find My Booking'),
    ProductsPage: z.string().default('Plan your visit'),
    Checkout: z.string().default('Checkout'),
    Donation: z.string().default('Support our mission'),
    DonationDetails: z.string().default('Your gift helps care for our animals and exhibits.'),
  })
  .prefault({});

export const Messages = z
  .object({
    UnavailableEvent: msg('This event cannot be booked:'),
    NotBookable: msg('This event is not available for online booking.'),
    NoEventsFound: msg('No events found for the selected dates. Please try other dates.'),
    NoEventForDate: msg('No events are available on this date. Please choose another date.'),
    OrderItemsInCart: msg('Please complete or remove your food order before adding tickets.'),
    CouponExpired: msg('This coupon code has expired.'),
    CouponMaxTimesUsed: msg('This Coupon is used maximum number of times.'),
    HighestCouponAlreadyApplied: msg('A better or equal discount is already applied.'),
    OneCouponOnly: msg('Only one coupon can be applied to a membership package.'),
    CouponNotAllowedOnJoin: msg('Coupons cannot be applied when joining this membership.'),
    CouponNotAllowedOnRenewal: msg('Coupons cannot be applied when renewing this membership.'),
    CouponAndGiftcardAlreadyApplied: msg('Coupons and gift cards were removed because a membership was applied.'),
    MembershipCostRateMatches: msg('Your membership rate is the same as the standard rate.'),
    UserMembershipValidatedEmailAndLastName: msg('E-mail and last name must match the validated membership.'),
    LastNameAndEmailORPhoneORAddressForMembership: msg('Enter member number, last name and e-mail, phone or address 1.'),
    MembershipPackageMax: msg('The most members this package allows is ').describe(
      'Package person counts (spec 01 §5): the prefix before the max; the prefix before the min (then " membership(s).").',
    ),
    MembershipPackageMin: msg('Please add at least '),
    MembershipNotCurrent: msg('Your membership has expired, please renew it to use the member rate.').describe(
      'A validated member whose membership has expired asks for the member rate (wording not in the spec).',
    ),
    MembershipRateApplied: msg('Your member rate has been applied to your tickets.').describe(
      'Shown after "I\'m a member" → Apply priced the tickets at the member rate (wording not in the spec).',
    ),
    OnlyPrimaryMayRenew: msg('Only the primary member of this membership can renew it.').describe(
      'A validated member who is not the primary holder tries to renew (spec 01 §6: only the primary holder may renew).',
    ),
    IdentityRateApplied: msg('Your verified rate has been applied to your tickets.').describe(
      "Shown after the identity provider returned and the verified group's rate was applied.",
    ),
    IdentityInvalidScope: msg('Identity verification is not configured correctly (scope), please contact us.').describe(
      "Identity-verification return errors (spec 01 §8), by the provider's error parameter.",
    ),
    IdentityUnsupportedResponseType: msg('Identity verification is not configured correctly (response type), please contact us.'),
    IdentityInvalidClient: msg('Identity verification is not configured correctly (client), please contact us.'),
    IdentityInvalidRedirectUri: msg('Identity verification is not configured correctly (redirect address), please contact us.'),
    IdentityAccessDenied: msg('You did not allow us to verify your identity, so the standard rate applies.'),
    IdentityVerificationPrompt: msg(
      'Military or another eligible group? Verify your eligibility to get the verified rate on your tickets.',
    ).describe('The prompt beside the identity-verification button (spec 01 §2), shown when a cart price needs group verification.'),
    IdentityVerificationButton: msg('Verify your eligibility').describe("The identity-verification button's label."),
    IdentityNoRate: msg('There is no verified rate for your group.').describe(
      'The verified group has no rate with verification (not a spec text).',
    ),
    DonationInvalidAmount: msg('Please enter a valid donation amount.'),
    FreeOrder1: msg('No payment is needed for this order.'),
    FreeOrder2: msg('Press Pay to confirm your booking.'),
    InvalidFindBookingFields: msg('Please enter a valid Booking ID, Last Name and Email.'),
    FindBookingOrderItemsInCart: msg('Please complete or remove your food order before managing a booking.').describe(
      'A find my booking refused while the cart holds food (spec 02 §5 "Find booking").',
    ),
    CartConflict: msg('Your cart holds items that cannot be combined with this purchase.'),
    OrderCountdown: msg('Please complete your order within').describe(
      'Shown before the m:ss countdown of the food order review (spec 02 §2.12 item 6).',
    ),
    CardNumberInvalid: msg('Please enter a valid card number.'),
    CvvInvalid: msg('Please enter a valid CVV.'),
    ExpiryInvalid: msg('Please enter a valid expiry date.'),
    IdentityVerificationError: msg('Identity verification did not succeed. Please try again.'),
  })
  .prefault({});

/** Largest lengths of the contact fields (spec 01 §5 "Checkout fields"), form and server alike. */
const length = (n: number) => z.number().int().positive().max(MAX_CONTACT_TEXT).default(n);
export const FieldLengths = z
  .object({
    FirstName: length(50).describe('Characters of the first name.'),
    LastName: length(50).describe('Characters of the last name.'),
    Email: length(100).describe('Characters of the e-mail address.'),
    Address: length(100).describe('Characters of the address lines.'),
    City: length(50).describe('Characters of the city.'),
  })
  .prefault({});

export const PublicConfig = z.object({
  VenueTimeZone: z.string().default('America/Chicago').describe('Venue IANA time zone: every event time is shown in it.'),
  VenueName: z
    .string()
    .default('')
    .describe(
      "The venue's name (header, e-mails, card statements); empty: the server's default (the demo venue's with demo data, else a neutral one).",
    ),
  VenueAddress: z
    .string()
    .default('')
    .describe("The venue's postal address on one line (e-mail footer, calendar entries' location); empty: the demo venue's with demo data, else none."),
  VenuePhone: z
    .string()
    .default('')
    .describe("The venue's phone number for visitors (e-mail footer); empty: the demo venue's with demo data, else none."),
  NodeNo: z.number().int().default(1).describe('The sales node recorded with every online transaction (spec 01 §7 Transaction NodeNo).'),
  Currency: z.string().length(3).default('USD').describe('ISO 4217 currency code of every price.'),
  DefaultCostRateID: z
    .number()
    .int()
    .default(1)
    .describe('The cost rate (price list) the storefront prices tickets at unless a member or verified rate applies (spec 01 §9).'),
  ShowPricesAs: z
    .enum(['extax', 'inctax'])
    .default('extax')
    .describe('Prices shown ex-tax or inc-tax, everywhere the visitor sees one (spec 01 §1).'),
  ShowOrderItemPriceAs: z
    .enum(['inctax', 'subtotal'])
    .default('subtotal')
    .describe('Food prices shown with tax (`inctax`) or before tax (`subtotal`), spec 02 §2.12.'),
  PaymentTypeID: z.number().int().default(1).describe('Payment type of a card payment line (other types are refused).'),
  CashlessPaymentTypeID: z.number().int().default(2).describe('Payment type of a cashless payment line (spec 01 §9).'),
  GiftCardTypeID: z.number().int().default(3).describe('Payment type of a gift card payment line.'),
  DonationProductID: z
    .number()
    .int()
    .nullable()
    .default(9001)
    .describe(
      'The donation product (Products?ProductType=donation); the demo store’s is 9001 ($1 – $1,000, Other). Null: no donation box or popup.',
    ),
  TransactionFeeProductID: z
    .number()
    .int()
    .nullable()
    .default(9002)
    .describe(
      'The transaction fee product (Products?ProductType=transactionfee: a percentage of the subtotal plus a flat part), applied when ApplyTransactionFee; the demo’s is 9002 (3 % + $0.50).',
    ),
  ApplyTransactionFee: z.boolean().default(false).describe('Add the transaction fee (spec 01 §9) to every order.'),
  MiddlewareURL: z
    .string()
    .default('/middleware')
    .describe('Base of the payment middleware (spec 01 §7 `POST {middleware}/api/Transactions`).'),
  MiddlewareKey: z
    .string()
    .default('gt-storefront')
    .describe(
      'Middleware client credential the storefront sends as `X-Middleware-Key` (spec 01 §6). It is public by nature (it ships to the browser): it identifies the client, it does not protect payments (tokens, server-side pricing and idempotency do).',
    ),
  CardFieldsURL: z
    .string()
    .default('/sandbox-pay/card-fields.js')
    .describe(
      "The payment provider's browser module: it must define `window.GTCardFields` (mount the hosted card fields, handle 3-D Secure; packages/contract/src/card-fields.ts, docs/payments.md). The sandbox's is `/sandbox-pay/card-fields.js`, Stripe's `/stripe-pay/card-fields.js`. An absolute address's origin is allowed by the page's CSP.",
    ),
  CardFieldsKey: z
    .string()
    .max(200)
    .default('')
    .describe("The provider's public key for its browser module (Stripe's publishable key `pk_…`); empty for the sandbox. Never a secret key."),
  PaymentMethodType: z
    .enum(['MonthYear', 'SingleExpiry'])
    .default('MonthYear')
    .describe('Card form layout: month and year selects (`MonthYear`) or one expiry field (`SingleExpiry`).'),
  PhoneNumberMandatory: z
    .boolean()
    .default(false)
    .describe('Phone required at checkout (it is anyway with food orders or a membership package), spec 01 §5.'),
  UseStreetAddressForAVS: z.boolean().default(false).describe('Street address required for the card address check (AVS), spec 01 §5.'),
  ShowFullAddressOnCheckout: z
    .boolean()
    .default(true)
    .describe('Show the address fields at checkout; off: they are neither shown nor validated.'),
  EmailRegex: z
    .string()
    .refine(compiles, 'must be a valid regular expression')
    .default('^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$')
    .describe("E-mail pattern of the checkout form and the server's customer creation (a JavaScript regular expression)."),
  DOBPattern: z
    .string()
    .default('^\\d{4}-\\d{2}-\\d{2}$')
    .describe("Date of birth pattern of a member's details (a JavaScript regular expression)."),
  RecaptchaV3Client: z
    .string()
    .default('')
    .describe('reCAPTCHA v3 site key; empty: no reCAPTCHA. The page loads RecaptchaScriptURL?render={key}; the server side is Recaptcha.'),
  RecaptchaScriptURL: z.string().default('https://www.google.com/recaptcha/api.js').describe("The reCAPTCHA script's address."),
  IdentityProvider: z
    .object({
      AuthorizeURL: z
        .string()
        .default('/dev-identity/authorize')
        .describe('The OAuth 2 authorize address the browser is sent to; empty: no verification button.'),
      ClientID: z.string().default('gt-storefront').describe('The client id registered with the provider.'),
      Scopes: z.string().default('military').describe('Space-separated scopes (the groups asked for).'),
      RedirectURL: z.string().default('').describe("Where the provider returns; empty: the storefront's own /GT/checkout."),
    })
    .prefault({})
    .describe(
      'Identity verification (spec 01 §2, §4, §7 `IDME/UserData`): the OAuth 2 provider the browser is sent to (implicit flow, response_type=token; the return carries `#access_token=…` or `#error=…`). The default is the development provider the server serves with demo data; the server turns AuthorizeURL empty (no button) when no provider is available.',
    ),
  AdmissionCodeSymbology: z
    .enum(['qr', 'code128'])
    .default('qr')
    .describe(
      'How admission codes (event bookings, tickets, GA tickets, member passes, gift cards) are drawn on the receipt, Manage my booking, the membership receipt and the e-mails: `qr` (QR code) or `code128` (a linear barcode).',
    ),
  ShowReadableBarcode: z.boolean().default(true).describe('Print the value under every barcode (pages and e-mails), spec 01 §9.'),
  DisableMemberPassBarcode: z.boolean().default(false).describe('No member pass barcode on the membership receipt and e-mail.'),
  AllowGiftCardForGiftCards: z
    .boolean()
    .default(false)
    .describe(
      'Whether gift cards may pay for gift cards bought in the same order (off: buying gift cards with gift cards launders stolen balances).',
    ),
  HideCouponCode: z.boolean().default(false).describe('Hide the coupon code box.'),
  HideGiftCard: z.boolean().default(false).describe('Hide the gift card box.'),
  GiftCardPinMode: z
    .enum(['optional', 'required', 'false'])
    .default('optional')
    .describe('Gift card PIN field: `optional`, `required`, or `false` (no PIN field).'),
  MembershipDisplayArea: z
    .number()
    .int()
    .nullable()
    .default(null)
    .describe('The display area whose membership packages are offered when the page names none; null: all.'),
  MemberValidationMode: z
    .enum(['email', 'phoneOrAddress'])
    .default('email')
    .describe(
      'Member validation on the renew panel (spec 02 §5): `email` (last name, e-mail, member #) or `phoneOrAddress` (phone or address 1).',
    ),
  AllowMemberEmailUpdate: z
    .boolean()
    .default(true)
    .describe(
      'Whether a member validated by phone or address 1 may update the e-mail on file to the one entered at checkout (spec 01 §2 "Confirmation dialog"); off: only "Use email on file", and the server refuses the update with 403.',
    ),
  DonationPopup: z.boolean().default(true).describe('Offer a donation in a popup before payment.'),
  DonationAmounts: z.array(z.number().positive()).default([5, 10, 25]).describe('Preset donation amounts in dollars (besides Other).'),
  ShowDonationSection: z.boolean().default(true).describe('Show the donation box at checkout.'),
  ShowFindMyBooking: z.boolean().default(true).describe('Show the Find My Booking link.'),
  FindBookingIDNumberNumbericOnly: z
    .boolean()
    .default(true)
    .describe('Booking IDs are numbers: the Find My Booking field keeps digits only.'),
  DisplayGATicketExpiryValidity: z.boolean().default(true).describe('Show how long a general admission ticket is valid (page and e-mail).'),
  DefaultGATicketDisplayAreaNo: z
    .number()
    .int()
    .nullable()
    .default(null)
    .describe('The display area whose general admission tickets /gatickets shows when the address names none; null: all.'),
  AmountToPayLength: z
    .number()
    .int()
    .positive()
    .default(9)
    .describe('Longest amount (characters) in the amount-to-pay field of a gift card or donation.'),
  LogoRedirectURL: z.string().default('/GT/products').describe('Where the logo leads.'),
  WalletPasses: z
    .boolean()
    .default(false)
    .describe('Set by the server (not in the file): Apple Wallet passes are on (Wallet configured), so the receipt offers "Add to Apple Wallet".'),
  LogoURL: z
    .string()
    .default('')
    .describe("The header's logo; empty: the demo venue's logo with demo data, else none (the header shows VenueName in words)."),
  RedirectAfterCheckout: z
    .string()
    .default('/GT/products')
    .describe("Where the receipt's OK / a completed transaction leads (spec 01 §2, spec 02 §9)."),
  DiscardTimeMinutes: z
    .number()
    .min(0)
    .default(15)
    .describe(
      'Minutes before the cart is discarded, from its last change (0 turns the timer off); seats are held at least this long (HoldMinutes).',
    ),
  DiscardPopupSeconds: z.number().int().min(1).default(60).describe('The discard popup opens this long before the cart is discarded.'),
  CalendarStartHour: z.number().int().min(0).max(23).default(8).describe("The calendar's first hour shown (venue time)."),
  DefaultEventColor: z.string().default('#1565c0').describe('Colour of a bookable event on the calendar.'),
  UnavailableEventColor: z.string().default('#616161').describe('Colour of an event that cannot be booked.'),
  ReadMoreLength: z.number().int().positive().default(150).describe('Characters shown before Read More.'),
  TermsAndConditions: z
    .string()
    .default('Tickets are non-transferable. Refunds follow the venue refund policy.')
    .describe('Terms the visitor accepts at checkout.'),
  FieldLengths: FieldLengths.describe('Largest lengths of the contact fields (spec 01 §5 "Checkout fields"), form and server alike.'),
  Headings: Headings.describe('Headings and labels of the storefront; an empty page heading hides its header link where noted.'),
  Messages: Messages.describe('Messages the storefront shows (spec 01 §8, spec 02 §8); the default is the text.'),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
