/**
 * Public part of the runtime configuration (spec 01 §9, spec 02 §9; DESIGN.md "Runtime
 * configuration"). The server validates its configuration file and environment with the server
 * schema, which extends this one with secrets; the storefront reads this part from
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
    /** Header link /products is shown only when this heading is configured (non-empty). */
    Products: z.string().default('Tickets'),
    /** Header link /gatickets and the GA page's heading (spec 02 §2.9); empty hides the link. */
    GATickets: z.string().default('General Admission'),
    Memberships: z.string().default('Memberships'),
    /** Header link /giftcards and the gift card pages' heading (spec 02 §2.11); empty hides the link. */
    GiftCards: z.string().default('Gift Cards'),
    Food: z.string().default('Food & Drink'),
    /** Heading of the tab location radio group (spec 02 §2.12 item 2). */
    TabLocation: z.string().default('Where should we bring your order?'),
    /** Label of the product notes field of the options dialog (spec 02 §2.12 item 5). */
    ProductNotes: z.string().default('Special instructions'),
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
    /** Package person counts (spec 01 §5): the prefix before the max; the prefix before the min (then " membership(s)."). */
    MembershipPackageMax: msg('The most members this package allows is '),
    MembershipPackageMin: msg('Please add at least '),
    /** A validated member whose membership has expired asks for the member rate (wording not in the spec). */
    MembershipNotCurrent: msg('Your membership has expired, please renew it to use the member rate.'),
    /** Shown after "I'm a member" → Apply priced the tickets at the member rate (wording not in the spec). */
    MembershipRateApplied: msg('Your member rate has been applied to your tickets.'),
    /** A validated member who is not the primary holder tries to renew (spec 01 §6: only the primary holder may renew). */
    OnlyPrimaryMayRenew: msg('Only the primary member of this membership can renew it.'),
    /** Shown after the identity provider returned and the verified group's rate was applied. */
    IdentityRateApplied: msg('Your verified rate has been applied to your tickets.'),
    /** Identity-verification return errors (spec 01 §8), by the provider's error parameter. */
    IdentityInvalidScope: msg('Identity verification is not configured correctly (scope), please contact us.'),
    IdentityUnsupportedResponseType: msg('Identity verification is not configured correctly (response type), please contact us.'),
    IdentityInvalidClient: msg('Identity verification is not configured correctly (client), please contact us.'),
    IdentityInvalidRedirectUri: msg('Identity verification is not configured correctly (redirect address), please contact us.'),
    IdentityAccessDenied: msg('You did not allow us to verify your identity, so the standard rate applies.'),
    /** The prompt beside the identity-verification button (spec 01 §2), shown when a cart price needs group verification. */
    IdentityVerificationPrompt: msg('Military or another eligible group? Verify your eligibility to get the verified rate on your tickets.'),
    /** The identity-verification button's label. */
    IdentityVerificationButton: msg('Verify your eligibility'),
    /** The verified group has no rate with verification (not a spec text). */
    IdentityNoRate: msg('There is no verified rate for your group.'),
    DonationInvalidAmount: msg('Please enter a valid donation amount.'),
    FreeOrder1: msg('No payment is needed for this order.'),
    FreeOrder2: msg('Press Pay to confirm your booking.'),
    InvalidFindBookingFields: msg('Please enter a valid Booking ID, Last Name and Email.'),
    /** A find my booking refused while the cart holds food (spec 02 §5 "Find booking"). */
    FindBookingOrderItemsInCart: msg('Please complete or remove your food order before managing a booking.'),
    CartConflict: msg('Your cart holds items that cannot be combined with this purchase.'),
    /** Shown before the m:ss countdown of the food order review (spec 02 §2.12 item 6). */
    OrderCountdown: msg('Please complete your order within'),
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
    FirstName: length(50),
    LastName: length(50),
    Email: length(100),
    Address: length(100),
    City: length(50),
  })
  .prefault({});

export const PublicConfig = z.object({
  /** Venue IANA time zone: every event time is shown in it. */
  VenueTimeZone: z.string().default('America/Chicago'),
  /** The venue's name (header, e-mails, card statements); empty: the server's default (the demo venue's with demo data, else a neutral one). */
  VenueName: z.string().default(''),
  NodeNo: z.number().int().default(1),
  Currency: z.string().length(3).default('USD'),
  DefaultCostRateID: z.number().int().default(1),
  /** Prices shown ex-tax or inc-tax (spec 01 §1). */
  ShowPricesAs: z.enum(['extax', 'inctax']).default('extax'),
  ShowOrderItemPriceAs: z.enum(['inctax', 'subtotal']).default('subtotal'),
  PaymentTypeID: z.number().int().default(1),
  CashlessPaymentTypeID: z.number().int().default(2),
  GiftCardTypeID: z.number().int().default(3),
  /** The donation product (Products?ProductType=donation); the demo store's is 9001. Null: no donation box. */
  DonationProductID: z.number().int().nullable().default(9001),
  /** The transaction fee product (Products?ProductType=transactionfee), applied when ApplyTransactionFee; the demo's is 9002. */
  TransactionFeeProductID: z.number().int().nullable().default(9002),
  ApplyTransactionFee: z.boolean().default(false),
  /** Base of the payment middleware (spec 01 §7 `POST {middleware}/api/Transactions`). */
  MiddlewareURL: z.string().default('/middleware'),
  /**
   * Middleware client credential the storefront sends as `X-Middleware-Key` (spec 01 §6). It is
   * public by nature (it ships to the browser): it identifies the client, it does not protect
   * payments (tokens, server-side pricing and idempotency do).
   */
  MiddlewareKey: z.string().default('gt-storefront'),
  /**
   * Card tokenizer script of the payment provider: it must define `window.GTCardTokenizer.tokenize`
   * (README "Adding a card provider"). An absolute address's origin is allowed by the page's CSP.
   */
  CardTokenizerURL: z.string().default('/sandbox-pay/tokenizer.js'),
  /** First provider: month and year selects; second provider: one expiry field. */
  PaymentMethodType: z.enum(['MonthYear', 'SingleExpiry']).default('MonthYear'),
  PhoneNumberMandatory: z.boolean().default(false),
  UseStreetAddressForAVS: z.boolean().default(false),
  ShowFullAddressOnCheckout: z.boolean().default(true),
  /** E-mail pattern of the checkout form and the server's customer creation (a JavaScript regular expression). */
  EmailRegex: z.string().refine(compiles, 'must be a valid regular expression').default('^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$'),
  DOBPattern: z.string().default('^\\d{4}-\\d{2}-\\d{2}$'),
  /** reCAPTCHA v3 site key; empty: no reCAPTCHA. The page loads RecaptchaScriptURL?render={key}. */
  RecaptchaV3Client: z.string().default(''),
  RecaptchaScriptURL: z.string().default('https://www.google.com/recaptcha/api.js'),
  /**
   * Identity verification (spec 01 §2, §4, §7 `IDME/UserData`): the OAuth 2 provider the browser
   * is sent to (implicit flow, response_type=token; the return carries `#access_token=…` or
   * `#error=…`). The default is the development provider the server serves with demo data; the
   * server turns AuthorizeURL empty (no button) when no provider is available.
   */
  IdentityProvider: z
    .object({
      AuthorizeURL: z.string().default('/dev-identity/authorize'),
      ClientID: z.string().default('gt-storefront'),
      /** Space-separated scopes (the groups asked for). */
      Scopes: z.string().default('military'),
      /** Where the provider returns; empty: the storefront's own /GT/checkout. */
      RedirectURL: z.string().default(''),
    })
    .prefault({}),
  ShowReadableBarcode: z.boolean().default(true),
  DisableMemberPassBarcode: z.boolean().default(false),
  /** Whether gift cards may pay for gift cards bought in the same order (off: buying gift cards with gift cards launders stolen balances). */
  AllowGiftCardForGiftCards: z.boolean().default(false),
  HideCouponCode: z.boolean().default(false),
  HideGiftCard: z.boolean().default(false),
  GiftCardPinMode: z.enum(['optional', 'required', 'false']).default('optional'),
  MembershipDisplayArea: z.number().int().nullable().default(null),
  /** Member validation on the renew panel (spec 02 §5): `email` (mode B: last name, e-mail, member #) or `phoneOrAddress` (mode A: phone or address 1). */
  MemberValidationMode: z.enum(['email', 'phoneOrAddress']).default('email'),
  /**
   * Whether a member validated by phone or address 1 may update the e-mail on file to the one
   * entered at checkout (spec 01 §2 "Confirmation dialog"); off: only "Use email on file", and
   * the server refuses the update with 403 (issue 26 row 11).
   */
  AllowMemberEmailUpdate: z.boolean().default(true),
  DonationPopup: z.boolean().default(true),
  DonationAmounts: z.array(z.number().positive()).default([5, 10, 25]),
  ShowDonationSection: z.boolean().default(true),
  ShowFindMyBooking: z.boolean().default(true),
  FindBookingIDNumberNumbericOnly: z.boolean().default(true),
  DisplayGATicketExpiryValidity: z.boolean().default(true),
  DefaultGATicketDisplayAreaNo: z.number().int().nullable().default(null),
  AmountToPayLength: z.number().int().positive().default(9),
  /** Where the logo leads. */
  LogoRedirectURL: z.string().default('/GT/products'),
  /** The header's logo; empty: the demo venue's logo with demo data, else none (the header shows VenueName in words). */
  LogoURL: z.string().default(''),
  /** Where the receipt's OK / a completed transaction leads (spec 01 §2, spec 02 §9). */
  RedirectAfterCheckout: z.string().default('/GT/products'),
  /** Idle minutes before the cart discard popup (0 turns the timer off). */
  DiscardTimeMinutes: z.number().min(0).default(15),
  DiscardPopupSeconds: z.number().int().min(1).default(60),
  CalendarStartHour: z.number().int().min(0).max(23).default(8),
  DefaultEventColor: z.string().default('#1565c0'),
  UnavailableEventColor: z.string().default('#616161'),
  /** Characters shown before Read More. */
  ReadMoreLength: z.number().int().positive().default(150),
  TermsAndConditions: z.string().default('Tickets are non-transferable. Refunds follow the venue refund policy.'),
  FieldLengths,
  Headings,
  Messages,
});
export type PublicConfig = z.infer<typeof PublicConfig>;
