/**
 * Server runtime configuration (docs/architecture.md#configuration): the public storefront
 * settings (contract `PublicConfig`) plus server-only settings and secrets. Loaded from a JSON
 * file (`GT_CONFIG_FILE`, default `./gt.config.json` when present) and environment variables,
 * validated with zod; a bad file stops the start with a message naming the key (an unknown,
 * e.g. misspelled, key with the nearest valid one).
 */
import { existsSync, readFileSync } from 'node:fs';
import { PublicConfig } from '@gt/contract/config';
import { defaultHoldMinutes, holdMinutesProblem } from '@gt/domain/cart-discard';
import { z } from 'zod';
import { STRIPE_CARD_FIELDS_URL, stripeConfigProblems } from '../modules/payments/stripe/config';
import { developmentProvidersRefusal } from './development-providers';
import { unknownKeyProblems } from './unknown-keys';

export const ServerConfig = z.object({
  Port: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port the server listens on.'),
  Host: z.string().default('0.0.0.0').describe('Address the server listens on.'),
  DatabaseURL: z.string().optional().describe('PostgreSQL connection URL; unset → the embedded PGlite database in DataDir.'),
  DataDir: z.string().default('./data').describe('Data folder: the PGlite database (`memory://` for a throw-away store) and, by default, the e-mail files.'),
  StorefrontDir: z.string().optional().describe('Folder of the built storefront; unset → apps/storefront/dist.'),
  BackofficeDir: z.string().optional().describe('The back office build served under /admin/; unset → apps/backoffice/dist.'),
  Workers: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(256)])
    .default(1)
    .describe('Server processes on the one port: a number, or `auto` for one per core. More than 1 needs DatabaseURL (PGlite is owned by one process).'),
  ShutdownDelaySeconds: z.coerce
    .number()
    .min(0)
    .max(300)
    .default(5)
    .describe(
      'Seconds a process keeps serving after SIGTERM with /readyz answering 503, so that a load balancer checking /readyz stops sending it visitors before it closes its listener; then requests in flight finish and it exits.',
    ),
  RedisURL: z.string().optional().describe('Redis URL: rate-limit budgets shared by every process and machine; unset → each process counts in its own memory.'),
  LogLevel: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe("Least severe log lines written, as pino's levels: every process's JSON log lines (requests, the cluster primary, start-up errors) on stdout."),
  MetricsToken: z.string().optional().describe('Bearer token for GET /metrics; unset → /metrics answers loopback clients only (a scraper on the same host or network namespace).'),
  HoldMinutes: z
    .number()
    .positive()
    .optional()
    .describe(
      "Minutes a seat hold lives from its event's last change. Unset → Public.DiscardTimeMinutes (15 when the discard timer is off); never shorter than it, so seats cannot lapse before the cart's countdown ends (domain cart-discard).",
    ),
  HoldLimits: z
    .object({
      SeatsPerEvent: z.number().int().min(0).default(20).describe('Most capacity seats one client may hold (live) on one event, across all its holds.'),
      SeatsPerClient: z.number().int().min(0).default(40).describe('Most capacity seats one client may hold (live) across all events.'),
      MaxHoldMinutes: z.number().min(0).default(60).describe('A hold never lives longer than this from its first line, however often it is refreshed.'),
      WritesPerMinute: z.number().int().min(0).default(60).describe('POST TourHolds requests per client per minute.'),
    })
    .prefault({})
    .describe('Limits against hoarding seats anonymously. A client is an address (an IPv6 address counts by its /64; see TrustProxy behind a load balancer). 0 switches a limit off.'),
  HoldRetentionMinutes: z
    .number()
    .min(0)
    .default(60)
    .describe('Lapsed hold lines are kept this long (a visitor may still pay for a lapsed hold whose seats are free), then deleted by the sweep.'),
  HoldSweepSeconds: z.number().int().positive().default(60).describe('How often the sweep of lapsed holds and old Idempotency-Keys runs.'),
  ScheduleHorizonDays: z
    .number()
    .int()
    .min(1)
    .max(730)
    .default(90)
    .describe('Venue days ahead for which schedules make events; the extend job keeps them made.'),
  ScheduleExtendSeconds: z
    .number()
    .int()
    .positive()
    .default(3600)
    .describe('How often each process runs the schedule extend job (safe with several processes).'),
  IdempotencyRetentionHours: z.number().positive().default(24).describe('Hours a completed payment’s Idempotency-Key keeps its answer for retries; then the sweep deletes it.'),
  SettingsCacheSeconds: z
    .number()
    .min(0)
    .max(300)
    .default(5)
    .describe(
      'How long a process keeps its copy of the storefront settings changed in the back office before reading them again (docs/configuration.md#settings-changed-in-the-back-office): the process that saved a change uses it at once, the others within this many seconds.',
    ),
  TransactionUsername: z.string().max(100).default('online').describe("The transaction username recorded with every online sale (spec 01 §1; never the browser's)."),
  SeedDemoData: z
    .boolean()
    .optional()
    .describe(
      'Seed the demo attraction (its coupons, gift cards, members and the development identity provider) into an empty database. Unset → on with the embedded PGlite database, off with DatabaseURL (a production store gets the reference data only). The environment variable takes `1` or `0`.',
    ),
  RateLimitPerMinute: z.number().int().positive().default(600).describe("API requests per minute per client address; the storefront's files under /GT are not counted."),
  TrustProxy: z
    .union([z.boolean(), z.number().int().min(0), z.string(), z.array(z.string())])
    .default(false)
    .describe(
      "Which proxies to believe about the client address (X-Forwarded-For), as Fastify's `trustProxy`: `false` (the socket address, so a client cannot pick its own rate-limit bucket), a hop count such as `1` behind one load balancer, or addresses/CIDRs (comma-separated in the environment variable).",
    ),
  AdminSignIn: z
    .object({
      SessionHours: z.number().positive().default(12).describe('A back office session ends this long after sign-in (sign in again).'),
      PerClientPerMinute: z.number().int().positive().default(10).describe('POST /api/admin/v1/session attempts per client address per minute.'),
      PerAccountPer15Minutes: z.number().int().positive().default(10).describe('Sign-in attempts per e-mail address (known or not) per 15 minutes, from any address.'),
    })
    .prefault({})
    .describe('Back office sign-in (docs/architecture.md#operators-and-the-back-office): session lifetime and sign-in limits.'),
  LookupRateLimitPerMinute: z
    .number()
    .int()
    .positive()
    .default(30)
    .describe('Lookups of guessable secrets (customer by id and e-mail, coupons, gift cards, bookings, card tokens) per minute per client and route.'),
  Webhooks: z
    .object({
      AllowPrivateAddresses: z
        .boolean()
        .default(false)
        .describe('Let webhooks deliver over plain http and to loopback, private and link-local addresses (a receiver on this machine or network while developing). Off: https to public addresses only.'),
      TimeoutSeconds: z.number().positive().max(60).default(10).describe('A delivery not answered within this many seconds failed (retried with backoff).'),
    })
    .prefault({})
    .describe('Webhook deliveries (docs/integrations.md#webhooks): which addresses they may reach and how long they wait.'),
  MemberValidationMinutes: z.number().positive().default(60).describe('How long a member validation (its token) lets the browser read memberships, renew and buy at the member rate.'),
  PaymentRateLimitPerMinute: z
    .number()
    .int()
    .positive()
    .default(20)
    .describe('Payments (POST /middleware/api/Transactions) per minute per client address, on top of RateLimitPerMinute: card testing, retries gone wild.'),
  MiddlewareKeys: z
    .array(z.string().min(8))
    .optional()
    .describe(
      "Accepted `X-Middleware-Key` values of the payment middleware (comma-separated in the environment variable); unset → only Public.MiddlewareKey (the storefront's). Add private keys for server-to-server clients (the kitchen feed needs one).",
    ),
  PaymentProvider: z
    .string()
    .min(1)
    .default('sandbox')
    .describe(
      "Card provider behind the payment interface, by its name in payments/provider.ts `paymentProviders` (checked at start); `sandbox` is the built-in test provider. The browser loads the provider's hosted card fields from Public.CardFieldsURL; `stripe` is the Stripe adapter (docs/payments.md).",
    ),
  Stripe: z
    .object({
      SecretKey: z.string().default('').describe('The secret (or restricted) API key `sk_…` from the Stripe dashboard; a secret: set it with GT_STRIPE_SECRET_KEY only, never in the file.'),
      WebhookSecret: z.string().default('').describe("The signing secret `whsec_…` of the webhook endpoint `https://<host>/middleware/webhooks/stripe`; set it with GT_STRIPE_WEBHOOK_SECRET."),
      ApiBase: z.url().default('https://api.stripe.com').describe("Stripe's API address: a proxy, or a local stand-in in tests."),
    })
    .prefault({})
    .describe('Stripe, with PaymentProvider `stripe` (docs/payments.md#connecting-a-stripe-account); the publishable key is Public.CardFieldsKey. Without the keys the start is refused.'),
  KitchenFeed: z
    .object({
      PollSeconds: z.number().positive().default(2).describe('How often an open stream looks for orders paid through other server processes (orders paid through this process are sent at once).'),
      HeartbeatSeconds: z.number().positive().default(15).describe('How often an open stream sends a keep-alive comment.'),
    })
    .prefault({})
    .describe('Kitchen feed (GET /middleware/api/KitchenOrders and its event stream, docs/food-ordering.md).'),
  Wallet: z
    .object({
      PassTypeIdentifier: z.string().default('').describe('The Pass Type ID registered in the Apple Developer account (e.g. `pass.com.example.tickets`); empty: Apple Wallet passes are off.'),
      TeamIdentifier: z.string().default('').describe('The Apple Developer Team ID (10 characters) that owns the Pass Type ID.'),
      OrganizationName: z.string().default('').describe('The organisation shown on the pass and the lock screen; empty: Public.VenueName.'),
      SignerCertFile: z.string().default('').describe('PEM file of the Pass Type ID certificate (exported from the Apple Developer account).'),
      SignerKeyFile: z.string().default('').describe('PEM file of the private key of that certificate (may be encrypted: SignerKeyPassphrase).'),
      SignerKeyPassphrase: z.string().default('').describe('Passphrase of SignerKeyFile; a secret: set it with GT_WALLET_KEY_PASSPHRASE, not in the file.'),
      WWDRCertFile: z.string().default('').describe("PEM file of Apple's WWDR intermediate certificate (G4) that signed the Pass Type ID certificate."),
      LogoFile: z.string().default('').describe('Image file (PNG, JPEG, SVG) the pass icon and logo are made from; empty: a plain square in BackgroundColor.'),
      VenueLocation: z.string().default('').describe('Where the venue is, as shown on the pass (e.g. `1 Harbor Way, Galveston TX`); empty: not shown.'),
      BackgroundColor: z.string().default('rgb(0, 62, 102)').describe('Pass background colour, `rgb(r, g, b)`.'),
      ForegroundColor: z.string().default('rgb(255, 255, 255)').describe('Pass text colour, `rgb(r, g, b)`.'),
      LabelColor: z.string().default('rgb(180, 220, 245)').describe('Pass label colour, `rgb(r, g, b)`.'),
    })
    .prefault({})
    .describe('Apple Wallet passes of event bookings (GET /api/v1/wallet/bookings/{barcode}.pkpass; docs/operator-guide.md#apple-wallet-passes): on when the Pass Type ID, team and the three files are set.'),
  CardTokenMinutes: z.number().positive().default(15).describe('Minutes a sandbox card token stays usable.'),
  PaymentLeaseSeconds: z.number().int().positive().default(60).describe('Seconds a payment attempt owns its Idempotency-Key before a retry may recover it.'),
  PaymentActionMinutes: z
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .default(15)
    .describe(
      "Minutes a payment waits for the card holder's 3-D Secure step (its hold's payment lease too): after them the recovery pass asks the provider how it ended and books it, or cancels the payment.",
    ),
  IdempotencyWaitSeconds: z
    .number()
    .min(0)
    .default(10)
    .describe('Seconds a request waits for another attempt with the same Idempotency-Key to finish (a double click) before answering 409 "in progress"; the finished answer is then replayed.'),
  Recaptcha: z
    .object({
      Secret: z.string().default('').describe("The server's reCAPTCHA secret."),
      VerifyURL: z.string().default('https://www.google.com/recaptcha/api/siteverify').describe('Where the payment’s token is verified.'),
      MinScore: z.number().min(0).max(1).default(0.5).describe('A score below this refuses the payment.'),
    })
    .prefault({})
    .describe(
      "reCAPTCHA v3 at checkout (spec 01 §5), on when Public.RecaptchaV3Client is set: the payment's token is verified at VerifyURL with Secret; a score below MinScore or another action than `checkout` refuses the payment.",
    ),
  Mail: z
    .object({
      From: z.string().optional().describe("The sender; unset → the venue's name at the demo's address with demo data, else at `localhost` (set it in production)."),
      SmtpURL: z
        .string()
        .optional()
        .describe('SMTP server, e.g. `smtp://user:password@smtp.example.org:587`; the e-mail is queued with the booking and sent just after the answer, retried with backoff (30 s … 1 h, 8 attempts). Unset → .eml files in Dir.'),
      Dir: z.string().optional().describe('Folder of the .eml files when SmtpURL is unset; unset → `<DataDir>/mail`.'),
      StorefrontURL: z
        .string()
        .default('http://localhost:3000/GT')
        .describe('The storefront\'s public address (its /GT base), for the e-mail\'s "Manage my booking" link, its logo (a relative Public.LogoURL) and the calendar entries\' UID host.'),
      ReplyTo: z.string().optional().describe("Where replies to the e-mails go, and the contact address their footer shows; unset → the sender (From)."),
    })
    .prefault({})
    .describe('Confirmation e-mail: SMTP when SmtpURL is set, else .eml files in Dir.'),
  Identity: z
    .object({
      UserDataURL: z
        .string()
        .default('')
        .describe(
          "Where the server reads the verified groups with the visitor's access token (GET, `Authorization: Bearer …`, an ID.me-like `{status:[{group, subgroups, verified}]}`); empty → the development provider (served only with SeedDemoData).",
        ),
      VerificationMinutes: z.number().positive().default(60).describe("How long a verification (its IdentityToken) lets the browser buy at the verified group's rate."),
      DevAccessTokenMinutes: z.number().positive().default(10).describe("How long a development provider's access token lives."),
    })
    .prefault({})
    .describe("Identity verification, server side (spec 01 §7 `IDME/UserData`; the browser's part is Public.IdentityProvider)."),
  MaxGiftCardsPerOrder: z
    .number()
    .int()
    .min(1)
    .max(999)
    .default(50)
    .describe(
      'Most gift cards one order may buy over all its lines (spec 02 §9 allows 999 per line; each card is a PIN hashed and a row written): more is refused with 400 "An order may include at most N gift cards. Please buy more in another order." before any charge.',
    ),
  MemberNumberEmailsPerHour: z
    .number()
    .int()
    .min(0)
    .default(3)
    .describe('Most lost-member-number e-mails one address receives per hour, whoever asks (0: none); requests past it are answered the same and send nothing.'),
  RefundMaxAttempts: z.number().int().min(1).default(8).describe('Card refund attempts at the provider (retried after 1 min, doubling to 1 h) before the refund is marked `failed`.'),
  RefundPendingMaxHours: z
    .number()
    .int()
    .min(1)
    .default(72)
    .describe(
      'How long a refund the card provider accepted as `pending` may wait for its answer (its webhook, or the hourly re-ask) before it is marked `failed` ("The card provider did not confirm the refund within 72 hours.") and the admins are e-mailed.',
    ),
  Public: PublicConfig.prefault({}).describe('The storefront\'s settings (spec 01 §9, spec 02 §9), read by the browser from GET /api/v1/config.'),
}).transform((raw, ctx) => {
  const c = { ...raw, SeedDemoData: raw.SeedDemoData ?? !raw.DatabaseURL };
  const HoldMinutes = c.HoldMinutes ?? defaultHoldMinutes(c.Public.DiscardTimeMinutes);
  const problem = holdMinutesProblem(HoldMinutes, c.Public.DiscardTimeMinutes);
  if (problem) ctx.addIssue({ code: 'custom', path: ['HoldMinutes'], message: problem });
  const identity = identityProvider(c);
  if (identity.problem) ctx.addIssue({ code: 'custom', path: ['Identity', 'UserDataURL'], message: identity.problem });
  const onStripe = c.PaymentProvider === 'stripe';
  for (const problem of onStripe ? stripeConfigProblems(c.Stripe, c.Public.CardFieldsKey) : []) ctx.addIssue({ code: 'custom', ...problem });
  const wallet = walletProblem(c.Wallet);
  if (wallet) ctx.addIssue({ code: 'custom', path: ['Wallet'], message: wallet });
  const venue = c.SeedDemoData ? DEMO_VENUE : NEUTRAL_VENUE;
  const VenueName = c.Public.VenueName || venue.VenueName;
  return {
    ...c,
    Mail: { ...c.Mail, From: c.Mail.From ?? `${VenueName} <${venue.MailAddress}>` },
    HoldMinutes,
    IdentityDevProvider: identity.dev,
    Public: {
      ...c.Public,
      VenueName,
      VenueAddress: c.Public.VenueAddress || venue.VenueAddress,
      VenuePhone: c.Public.VenuePhone || venue.VenuePhone,
      LogoURL: c.Public.LogoURL || venue.LogoURL,
      IdentityProvider: identity.public,
      WalletPasses: walletOn(c.Wallet),
      // The sandbox's module (the default) cannot draw Stripe's fields.
      CardFieldsURL: onStripe && c.Public.CardFieldsURL.startsWith('/sandbox-pay/') ? STRIPE_CARD_FIELDS_URL : c.Public.CardFieldsURL,
    },
  };
});

type WalletConfig = { PassTypeIdentifier: string; TeamIdentifier: string; SignerCertFile: string; SignerKeyFile: string; WWDRCertFile: string };
const WALLET_REQUIRED = ['PassTypeIdentifier', 'TeamIdentifier', 'SignerCertFile', 'SignerKeyFile', 'WWDRCertFile'] as const;

/** Apple Wallet passes are on: every required Wallet key is set. */
export const walletOn = (w: WalletConfig): boolean => WALLET_REQUIRED.every((k) => w[k] !== '');

/** A half-made Wallet configuration (some required keys set, others not), or null. */
function walletProblem(w: WalletConfig): string | null {
  const missing = WALLET_REQUIRED.filter((k) => w[k] === '');
  return missing.length > 0 && missing.length < WALLET_REQUIRED.length ? `Apple Wallet passes also need ${missing.join(', ')}` : null;
}

/** The demo venue's name, logo, address and phone (Public.VenueName, LogoURL, VenueAddress, VenuePhone left empty with demo data on). */
export const DEMO_VENUE = {
  VenueName: 'Harbor Lights Aquarium',
  LogoURL: '/GT/logo.svg',
  MailAddress: 'tickets@harborlights.example',
  VenueAddress: '1 Harbor Lights Pier, Bayport, TX 77500',
  VenuePhone: '(555) 010-0123',
};
/** Without demo data: a neutral name and no logo (the storefront's header shows the name in words), address or phone. */
export const NEUTRAL_VENUE = { VenueName: 'Box Office', LogoURL: '', MailAddress: 'tickets@localhost', VenueAddress: '', VenuePhone: '' };

/** The development identity provider's authorize page (modules/identity/dev-provider.ts). */
export const DEV_IDENTITY_AUTHORIZE_PATH = '/dev-identity/authorize';

/**
 * Which identity provider runs: the development one when no UserDataURL is set and demo data is
 * on; none (AuthorizeURL emptied: no button) when neither; a problem when a real AuthorizeURL
 * has no UserDataURL to read the groups from.
 */
function identityProvider(c: { SeedDemoData: boolean; Identity: { UserDataURL: string }; Public: PublicConfig }) {
  const pub = c.Public.IdentityProvider;
  if (c.Identity.UserDataURL) return { dev: false, public: pub };
  if (pub.AuthorizeURL && pub.AuthorizeURL !== DEV_IDENTITY_AUTHORIZE_PATH)
    return { dev: false, public: pub, problem: 'required with Public.IdentityProvider.AuthorizeURL of a real identity provider' };
  if (!c.SeedDemoData || !pub.AuthorizeURL) return { dev: false, public: { ...pub, AuthorizeURL: '' } };
  return { dev: true, public: pub };
}
export type ServerConfig = z.infer<typeof ServerConfig>;

/** `GT_TRUST_PROXY`: `true`/`false`, a hop count, or comma-separated addresses/CIDRs. */
function trustProxyFromEnv(v: string): ServerConfig['TrustProxy'] {
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((a) => a.trim());
}

/** `GT_SEED_DEMO`: `1`/`true` on, `0`/`false` off, else unset (the driver's default). */
function seedDemoFromEnv(v: string | undefined): boolean | undefined {
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  return undefined;
}

/**
 * The environment variable loadConfig reads for each key (dotted path); it wins over the file.
 * docs/configuration.md lists them (npm run docs:config).
 */
export const CONFIG_ENVIRONMENT: Readonly<Record<string, string>> = {
  Port: 'PORT',
  Host: 'HOST',
  DatabaseURL: 'DATABASE_URL',
  DataDir: 'GT_DATA_DIR',
  MiddlewareKeys: 'GT_MIDDLEWARE_KEYS',
  'Mail.SmtpURL': 'GT_SMTP_URL',
  TrustProxy: 'GT_TRUST_PROXY',
  Workers: 'GT_WORKERS',
  RedisURL: 'GT_REDIS_URL',
  MetricsToken: 'GT_METRICS_TOKEN',
  SeedDemoData: 'GT_SEED_DEMO',
  LogLevel: 'GT_LOG_LEVEL',
  ShutdownDelaySeconds: 'GT_SHUTDOWN_DELAY_SECONDS',
  'Public.VenueTimeZone': 'GT_VENUE_TZ',
  'Wallet.SignerKeyPassphrase': 'GT_WALLET_KEY_PASSPHRASE',
  'Stripe.SecretKey': 'GT_STRIPE_SECRET_KEY',
  'Stripe.WebhookSecret': 'GT_STRIPE_WEBHOOK_SECRET',
};

/**
 * Reads the configuration file and environment (`PORT`, `HOST`, `DATABASE_URL`, `GT_DATA_DIR`,
 * `GT_VENUE_TZ`, `GT_MIDDLEWARE_KEYS` comma-separated, `GT_SMTP_URL`, `GT_TRUST_PROXY`, `GT_WORKERS`,
 * `GT_REDIS_URL`, `GT_METRICS_TOKEN`, `GT_SEED_DEMO`, `GT_LOG_LEVEL`,
 * `GT_SHUTDOWN_DELAY_SECONDS`, `GT_WALLET_KEY_PASSPHRASE`, `GT_STRIPE_SECRET_KEY`,
 * `GT_STRIPE_WEBHOOK_SECRET`). Throws, stopping the start, on a bad file, a Stripe secret key in
 * the file, and, under `NODE_ENV=production`, on a development card or identity provider unless
 * `GT_ALLOW_DEVELOPMENT_PROVIDERS=1` (development-providers.ts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<z.input<typeof ServerConfig>> = {}): ServerConfig {
  const file = env.GT_CONFIG_FILE ?? (existsSync('gt.config.json') ? 'gt.config.json' : undefined);
  const fromFile: Record<string, unknown> = file ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const publicFromFile = (fromFile.Public ?? {}) as Record<string, unknown>;
  const stripeFromFile = (fromFile.Stripe ?? {}) as Record<string, unknown>;
  if (stripeFromFile.SecretKey) throw new Error(`Invalid configuration${file ? ` in ${file}` : ''}: Stripe.SecretKey is a secret: set it with GT_STRIPE_SECRET_KEY, not in the file`);
  const raw = {
    ...fromFile,
    ...(env.PORT ? { Port: env.PORT } : {}),
    ...(env.HOST ? { Host: env.HOST } : {}),
    ...(env.DATABASE_URL ? { DatabaseURL: env.DATABASE_URL } : {}),
    ...(env.GT_DATA_DIR ? { DataDir: env.GT_DATA_DIR } : {}),
    ...(env.GT_MIDDLEWARE_KEYS ? { MiddlewareKeys: env.GT_MIDDLEWARE_KEYS.split(',').map((k) => k.trim()) } : {}),
    ...(env.GT_SMTP_URL ? { Mail: { ...(fromFile.Mail as object), SmtpURL: env.GT_SMTP_URL } } : {}),
    ...(env.GT_WALLET_KEY_PASSPHRASE ? { Wallet: { ...(fromFile.Wallet as object), SignerKeyPassphrase: env.GT_WALLET_KEY_PASSPHRASE } } : {}),
    ...(env.GT_STRIPE_SECRET_KEY || env.GT_STRIPE_WEBHOOK_SECRET
      ? {
          Stripe: {
            ...stripeFromFile,
            ...(env.GT_STRIPE_SECRET_KEY ? { SecretKey: env.GT_STRIPE_SECRET_KEY } : {}),
            ...(env.GT_STRIPE_WEBHOOK_SECRET ? { WebhookSecret: env.GT_STRIPE_WEBHOOK_SECRET } : {}),
          },
        }
      : {}),
    ...(env.GT_TRUST_PROXY ? { TrustProxy: trustProxyFromEnv(env.GT_TRUST_PROXY) } : {}),
    ...(env.GT_WORKERS ? { Workers: env.GT_WORKERS } : {}),
    ...(env.GT_REDIS_URL ? { RedisURL: env.GT_REDIS_URL } : {}),
    ...(env.GT_METRICS_TOKEN ? { MetricsToken: env.GT_METRICS_TOKEN } : {}),
    ...(seedDemoFromEnv(env.GT_SEED_DEMO) !== undefined ? { SeedDemoData: seedDemoFromEnv(env.GT_SEED_DEMO) } : {}),
    ...(env.GT_LOG_LEVEL ? { LogLevel: env.GT_LOG_LEVEL } : {}),
    ...(env.GT_SHUTDOWN_DELAY_SECONDS ? { ShutdownDelaySeconds: env.GT_SHUTDOWN_DELAY_SECONDS } : {}),
    ...overrides,
    Public: {
      ...publicFromFile,
      ...(env.GT_VENUE_TZ ? { VenueTimeZone: env.GT_VENUE_TZ } : {}),
      ...(overrides.Public ?? {}),
    },
  };
  const parsed = ServerConfig.safeParse(raw);
  const problems = [
    ...unknownKeyProblems(ServerConfig, raw),
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
  ];
  if (!parsed.success || problems.length > 0) throw new Error(`Invalid configuration${file ? ` in ${file}` : ''}: ${problems.join('; ')}`);
  const refusal = developmentProvidersRefusal(parsed.data, env);
  if (refusal) throw new Error(refusal);
  configInputs.set(parsed.data, raw);
  return parsed.data;
}

/** What loadConfig parsed (file, environment and overrides, before defaults), by the configuration it returned. */
const configInputs = new WeakMap<ServerConfig, Record<string, unknown> & { Public: Record<string, unknown> }>();

/**
 * The input `config` was parsed from (file, environment and overrides, before the defaults), or
 * undefined for a configuration loadConfig did not make. The storefront settings module
 * (modules/storefront-settings/effective.ts) re-parses it with the back office's values under the
 * file's: a key set here is "set in gt.config.json" and wins.
 */
export const configInput = (config: ServerConfig) => configInputs.get(config);
