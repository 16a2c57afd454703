/**
 * The booking API's OpenAPI document (`GET /api/v1/openapi.json`, shown as a page at /api/docs):
 * document-level parts (info, servers, tags, the `X-Middleware-Key` security scheme) and the
 * route transform that gives every operation its operationId, summary, description, tag, security
 * and error response. Request and response schemas come from the zod contracts
 * (fastify-type-provider-zod); the texts below from the spec sections the routes implement.
 * Routes outside the API (the storefront's pages under / and /GT, the back office app, the
 * development identity provider) are left out. apps/server/test/openapi-lint.test.ts lints the
 * result with Redocly's recommended rules.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * One operation's texts; `tag` is one of API_TAGS; `ok`: the success answer of a route that
 * declares no zod response (not JSON).
 */
interface OperationDoc {
  operationId: string;
  summary: string;
  description: string;
  tag: (typeof API_TAGS)[number]['name'];
  ok?: { contentType: string; description: string };
}

/** The groups of operations, in the order the reference shows them. */
export const API_TAGS = [
  {
    name: 'Catalogue',
    description:
      'What is on sale: configuration, display areas, booking types, events, prices, cost rates, fields, countries (spec 01 §7).',
  },
  { name: 'Holds', description: "Seats held for a visitor's cart while they check out (spec 01 §7 TourHolds)." },
  { name: 'Customers', description: 'The buyer of an order (spec 01 §3 "Customer", §7).' },
  { name: 'Coupons and gift cards', description: 'Coupon lookups and holds, gift card holds (spec 01 §7).' },
  { name: 'Memberships', description: 'Membership packages, member validation and member details (spec 01 §4–§7).' },
  { name: 'Identity', description: 'Identity verification of a group rate such as military (spec 01 §2, §7 `IDME/UserData`).' },
  { name: 'Food', description: 'The food catalogue: order locations and menus (spec 02 §7).' },
  { name: 'Bookings', description: 'Find a booking to manage it (spec 02 §5, §7).' },
  {
    name: 'Payments',
    description: 'The payment middleware: sales, tab sales and booking changes (spec 01 §6, §7). Needs `X-Middleware-Key`.',
  },
  {
    name: 'Kitchen feed',
    description: 'Paid food orders for a kitchen display, server to server (docs/food-ordering.md). Needs a private `X-Middleware-Key`.',
  },
  {
    name: 'Sandbox card provider',
    description: 'The built-in test card provider (PaymentProvider `sandbox`); a real provider replaces it.',
  },
] as const;

const op = (
  operationId: string,
  tag: OperationDoc['tag'],
  summary: string,
  description: string,
  ok?: OperationDoc['ok'],
): OperationDoc => ({ operationId, tag, summary, description, ...(ok ? { ok } : {}) });

/**
 * Every documented operation by `METHOD url` (the route's Fastify url, `:param` form). A route of
 * /api or /middleware missing here is left without texts, which the lint test reports.
 */
export const API_OPERATIONS: Record<string, OperationDoc> = {
  'GET /api/v1/config': op(
    'getConfig',
    'Catalogue',
    'Public configuration',
    'The public part of the runtime configuration (no secrets), read by the storefront at run time; docs/configuration.md lists every key.',
  ),
  'GET /api/v1/DisplayAreas': op(
    'listDisplayAreas',
    'Catalogue',
    'Display areas',
    'The display areas shown online, in display order, with their booking type ids and NextTourDate (venue time). Spec 01 §2, §7.',
  ),
  'GET /api/v1/BookingTypes': op(
    'listBookingTypes',
    'Catalogue',
    'Booking types',
    'The booking types of a display area, or one by BookingTypeID (404 "Booking type N was not found."). Spec 01 §7.',
  ),
  'GET /api/v1/TourEvents': op(
    'listTourEvents',
    'Catalogue',
    'Events and their seats',
    "Events of a display area or booking type between From and To (venue dates, inclusive, at most 62 days), or by TourEventList, ordered by start. With TourHoldRef the seats as that hold's visitor sees them. Spec 01 §7. With Fields=Calendar (not in the spec; the storefront's calendars) the same events without their TourProducts and CurrentDateTimeAtLocation, which the answer carries once: each booking type's products under BookingTypeProducts.",
  ),
  'GET /api/v1/tourproducts': op(
    'listTourProducts',
    'Catalogue',
    'Ticket products and prices',
    'The ticket products of a booking type or product with their PriceMatrix (dollars) on PriceDate, limited to CostRateID when given. Spec 01 §7.',
  ),
  'GET /api/v1/costrates': op(
    'listCostRates',
    'Catalogue',
    'Cost rates',
    'All cost rates, or those of an identity-verification group and subgroup (exact, case-insensitive match). Spec 01 §7.',
  ),
  'GET /api/v1/userdefinedfields': op(
    'listUserDefinedFields',
    'Catalogue',
    'User-defined fields',
    'The booking fields of booking types, or the person fields of membership types, with category, required flag, length and picklist. Spec 01 §3, §7.',
  ),
  'GET /api/v1/CountryAndStates': op(
    'listCountriesAndStates',
    'Catalogue',
    'Countries and states',
    'Countries (ISO 3166-1) with their states (ISO 3166-2) for the address fields. Spec 01 §7.',
  ),
  'POST /api/v1/TourHolds': op(
    'changeTourHold',
    'Holds',
    'Add, set, remove or reset held seats',
    'Changes a hold (a new one without TourHoldRef): 200 the whole hold, 204 after reset. 409 sold out, not enough seats or over the per-client hold limits; 404 unknown event; 429 too many hold writes. Seats are held for HoldMinutes from the last change. Spec 01 §7.',
  ),
  'GET /api/v1/TourHolds/:TourHoldRef': op(
    'getTourHold',
    'Holds',
    'Read a hold',
    'The whole hold, e.g. after a page reload; empty Events when nothing is held. Spec 01 §7.',
  ),
  'DELETE /api/v1/TourHolds/:TourHoldRef': op(
    'deleteTourHold',
    'Holds',
    'Release a hold',
    'Releases every seat of the hold (cart reset, idle discard): 204. Spec 01 §7.',
  ),
  'POST /api/v1/customers': op(
    'createCustomers',
    'Customers',
    'Create customers',
    '201 the customers with CustomerID, AddressIDs and the secret CustomerToken needed to pay for them; 400 names an invalid field. Spec 01 §3, §7.',
  ),
  'GET /api/v1/customers': op(
    'findCustomer',
    'Customers',
    'Look up a customer',
    'The customer whose CustomerID and Email both match, else an empty list. Rate-limited per client (LookupRateLimitPerMinute). Spec 01 §7.',
  ),
  'PUT /api/v1/customers/email': op(
    'updateMemberEmail',
    'Customers',
    "Update a member's e-mail on file",
    'With the ValidationToken of a member validated by phone or address 1, sets the e-mail on file to the one entered at checkout (spec 01 §2 "Confirmation dialog"); audited. 403 when the token is unknown, expired or names another customer, or AllowMemberEmailUpdate is off; rate-limited per client.',
  ),
  'GET /api/v1/Barcode': op(
    'getBarcode',
    'Bookings',
    'Barcode image',
    'A Code 128 PNG of the value, printed under the bars unless includeLable=false; 400 for a value outside 1–64 letters, digits or dashes. Also served at /api/v1/Barcode/. Spec 01 §7.',
    {
      contentType: 'image/png',
      description: 'The barcode image (not stored by caches).',
    },
  ),
  'GET /api/v1/wallet/bookings/:barcode.pkpass': op(
    'getWalletPass',
    'Bookings',
    'Apple Wallet pass of a booking',
    'The signed event ticket (.pkpass) of the booking with this barcode: event, venue-time start, venue, QR code. 404 when Wallet passes are off or the barcode is unknown, 410 when the booking is cancelled. Rate-limited per client (LookupRateLimitPerMinute). docs/operator-guide.md#apple-wallet-passes.',
    {
      contentType: 'application/vnd.apple.pkpass',
      description: 'The pass: a zip of pass.json, images, manifest.json and signature.',
    },
  ),
  'GET /api/v1/QRCode': op(
    'getQRCode',
    'Bookings',
    'QR code image',
    'A PNG of the value as a QR code (360 px square, error correction M, quiet zone), the admission code the receipt shows when Public.AdmissionCodeSymbology is `qr`; 400 for a value outside 1–64 letters, digits or dashes. Also served at /api/v1/QRCode/.',
    {
      contentType: 'image/png',
      description: 'The QR code image (not stored by caches).',
    },
  ),
  'GET /api/v1/coupons': op(
    'getCoupon',
    'Coupons and gift cards',
    'Look up a coupon',
    'The coupon of CouponCode; 404 with one text for every unknown code. Rate-limited per client (LookupRateLimitPerMinute). Spec 01 §7.',
  ),
  'POST /api/v1/UniqueCouponHolds': op(
    'holdUniqueCoupon',
    'Coupons and gift cards',
    'Hold a unique coupon',
    'Holds uses of a unique coupon for a hold: 404 unknown, 409 expired or used up, 400 misconfigured. Rate-limited per client. Spec 01 §7.',
  ),
  'DELETE /api/v1/UniqueCouponHolds': op(
    'releaseUniqueCoupon',
    'Coupons and gift cards',
    'Release a coupon hold',
    'Releases the coupon hold CouponHoldRef: 204. Spec 01 §7.',
  ),
  'POST /api/v1/giftcardholds': op(
    'holdGiftCard',
    'Coupons and gift cards',
    'Hold a gift card amount',
    'Holds an amount (dollars) of a gift card: 404 unknown card or wrong PIN (one text), 409 nothing left. Rate-limited per client (LookupRateLimitPerMinute). Spec 01 §7.',
  ),
  'DELETE /api/v1/giftcardholds': op(
    'releaseGiftCard',
    'Coupons and gift cards',
    'Release a gift card hold',
    'Releases the gift card hold GiftcardHoldRef: 204. Spec 01 §7.',
  ),
  'GET /api/v1/Products': op(
    'listProducts',
    'Catalogue',
    'Donation, fee, general admission and gift card products',
    'The products of ProductType (donation, transactionfee, gaticket, giftcard) on sale today (venue time). Not to be confused with the food menus at /api/v1/products (lower case), a separate operation of spec 02. Spec 01 §7, spec 02 §7.',
  ),
  'GET /api/v1/membershippackages': op(
    'listMembershipPackages',
    'Memberships',
    'Membership packages',
    'The membership packages of a display area, or one by MembershipPackageID. Spec 01 §7.',
  ),
  'GET /api/v1/MemberValidation': op(
    'validateMember',
    'Memberships',
    'Validate a member',
    'Checks a member number with last name and e-mail, phone or address 1; answers a ValidationToken for the member rate and member details. 400 when a detail does not match. Rate-limited per client. Spec 01 §4, §7.',
  ),
  'GET /api/v1/memberships': op(
    'listMemberships',
    'Memberships',
    "A validated member's memberships",
    'The memberships of the validated customer (ValidationToken); 403 otherwise. Spec 01 §7.',
  ),
  'GET /api/v1/LostMemberNoEmail/LostMemberNo': op(
    'emailLostMemberNumber',
    'Memberships',
    'E-mail a lost member number',
    'Always "Email sent successfully!"; the e-mail goes only to a matching member, at most MemberNumberEmailsPerHour an hour per address. Rate-limited per client. Spec 01 §7.',
  ),
  'GET /api/v1/customerudfs': op(
    'getMemberFields',
    'Memberships',
    "Read members' fields",
    "The user-defined field values of the persons of the validated member's memberships; 403 otherwise. Spec 01 §7.",
  ),
  'PUT /api/v1/customerudfs': op(
    'updateMemberFields',
    'Memberships',
    "Update members' fields",
    "Stores user-defined field values of the persons of the validated member's memberships: 204; 403 otherwise. Spec 01 §7.",
  ),
  'GET /api/IDME/UserData': op(
    'getIdentityUserData',
    'Identity',
    'Verified groups of a visitor',
    "Reads the visitor's verified groups from the identity provider with their access token and answers them with an IdentityToken for the verified rate. 401 unknown or expired token, 403 no verified group, 404 no provider, 502 provider unreachable. Spec 01 §7.",
  ),
  'GET /api/v1/orderlocations': op(
    'listOrderLocations',
    'Food',
    'Order locations',
    'The food order locations (of a display area when given) with opening times and tab locations. Spec 02 §7.',
  ),
  'GET /api/v1/products': op(
    'listFoodMenus',
    'Food',
    'Food menus',
    'The food menus of a display area (ProductType=foodmenusimple), prices in dollars. Not to be confused with /api/v1/Products (capital P). Spec 02 §7.',
  ),
  'GET /api/v1/bookings': op(
    'findBooking',
    'Bookings',
    'Find a booking',
    'The booking of bookingid when Email and LastName match ([] for an ID that is not a booking); 403 when they do not match. Rate-limited per client (LookupRateLimitPerMinute). Spec 02 §5, §7.',
  ),
  'POST /middleware/api/Transactions': op(
    'createTransaction',
    'Payments',
    'Pay: a sale, a tab sale or a booking change',
    'Charges the card (or gift cards) and books the order; prices are recomputed on the server. Needs Idempotency-Key: a retry with the same key replays the answer. 409 price or seats changed (nothing charged, or refunded), 422 card declined or key reused with another body, 429 over PaymentRateLimitPerMinute. Spec 01 §7, spec 02 §7.',
  ),
  'GET /middleware/api/Transactions/:IdempotencyKey': op(
    'getTransactionResult',
    'Payments',
    'The answer of a finished payment',
    'The stored answer of a payment attempt for a client whose answer was lost; 409 while it is in progress, 404 unknown key. Spec 01 §7.',
  ),
  'GET /middleware/api/KitchenOrders': op(
    'listKitchenOrders',
    'Kitchen feed',
    'Paid food orders',
    'Orders paid after the cursor `after`, oldest first (at most `limit`); pass Cursor as `after` next time. docs/food-ordering.md.',
  ),
  'GET /middleware/api/KitchenOrders/stream': op(
    'streamKitchenOrders',
    'Kitchen feed',
    'Paid food orders as they come',
    'text/event-stream: every order after the cursor (or Last-Event-ID), then each new one as it is paid, with keep-alive comments. docs/food-ordering.md.',
    {
      contentType: 'text/event-stream',
      description: 'Server-sent events `id: {TabID}`, `event: order`, `data: {KitchenOrder JSON}`.',
    },
  ),
  'POST /sandbox-pay/tokens': op(
    'createSandboxCardToken',
    'Sandbox card provider',
    'Tokenize a test card',
    "The sandbox provider's token endpoint, posted by its hosted card fields page: a card token for POST /middleware/api/Transactions, valid for CardTokenMinutes. docs/payments.md#the-sandbox-provider.",
  ),
};

/** The error body of every refusal (spec 01 §8). */
/** The 4XX answer of an operation that declares none: the spec error shape (shared with the back office's document). */
export const errorResponse = {
  description: 'Refused: the reason in the spec error shape (400 invalid input, 404 not found, 429 over a rate limit, …).',
  type: 'object',
  required: ['Errors'],
  properties: {
    Errors: { type: 'array', items: { type: 'object', required: ['ErrorMessage'], properties: { ErrorMessage: { type: 'string' } } } },
  },
};

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/middleware/');

/**
 * The swagger route transform: zod schemas to JSON Schema (fastify-type-provider-zod), then the
 * operation's texts from API_OPERATIONS, `X-Middleware-Key` security under /middleware (none
 * elsewhere) and a 4XX error response when the route declares none. Hides routes that are
 * neither under /api or /middleware nor in API_OPERATIONS (pages, the back office app).
 */
export const apiDocTransform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = (input) => {
  const methods = [input.route.method].flat().map(String);
  const doc = methods.map((m) => API_OPERATIONS[`${m} ${input.url}`]).find(Boolean);
  if (!doc && !isApi(input.url)) return { schema: { hide: true }, url: input.url };
  const out = jsonSchemaTransform({ ...input, schema: input.schema ?? {} });
  const schema = out.schema as Record<string, unknown> & { hide?: boolean; response?: Record<string, unknown> };
  if (schema.hide) return out;
  const response = { ...(schema.response ?? {}) };
  if (doc?.ok && !response['200'])
    response['200'] = { description: doc.ok.description, content: { [doc.ok.contentType]: { schema: { type: 'string' } } } };
  if (!Object.keys(response).some((code) => code.startsWith('4'))) response['4XX'] = errorResponse;
  return {
    url: out.url,
    schema: {
      ...schema,
      ...(doc ? { operationId: doc.operationId, summary: doc.summary, description: doc.description, tags: [doc.tag] } : {}),
      security: input.url.startsWith('/middleware/') ? [{ MiddlewareKey: [] }] : [],
      response,
    },
  };
};

/** The document-level options of @fastify/swagger for the booking API. */
export const apiDocOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'GT booking API',
      version: '1.0.0',
      description:
        'The storefront API (/api/v1, spec 01 §7, spec 02 §7) and the payment middleware (/middleware/api). Money is in dollars on the wire, times in the venue time zone. Errors answer `{"Errors":[{"ErrorMessage":"…"}]}`. The back office API has its own document.',
      license: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: API_TAGS.map((t) => ({ ...t })),
    components: {
      securitySchemes: {
        MiddlewareKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Middleware-Key',
          description:
            "The payment middleware's client credential: the storefront's public key, or a private key of MiddlewareKeys for server-to-server clients (the kitchen feed needs one). Spec 01 §6.",
        },
      },
    },
  },
  transform: apiDocTransform,
};
