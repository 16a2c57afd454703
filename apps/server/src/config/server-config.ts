/**
 * Server runtime configuration (DESIGN.md "Runtime configuration"): the public storefront
 * settings (contract `PublicConfig`) plus server-only settings and secrets. Loaded from a JSON
 * file (`GT_CONFIG_FILE`, default `./gt.config.json` when present) and environment variables,
 * validated with zod; a bad file stops the start with a message naming the key (an unknown,
 * e.g. misspelled, key with the nearest valid one).
 */
import { existsSync, readFileSync } from 'node:fs';
import { PublicConfig } from '@gt/contract/config';
import { defaultHoldMinutes, holdMinutesProblem } from '@gt/domain/cart-discard';
import { z } from 'zod';
import { developmentProvidersRefusal } from './development-providers';
import { unknownKeyProblems } from './unknown-keys';

export const ServerConfig = z.object({
  Port: z.coerce.number().int().min(0).max(65535).default(3000),
  Host: z.string().default('0.0.0.0'),
  /** PostgreSQL connection URL; unset → embedded PGlite in DataDir. */
  DatabaseURL: z.string().optional(),
  DataDir: z.string().default('./data'),
  /** Folder of the built storefront; unset → apps/storefront/dist. */
  StorefrontDir: z.string().optional(),
  /** The back office build to serve under /admin/ (default apps/backoffice/dist). */
  BackofficeDir: z.string().optional(),
  /**
   * Server processes on the one port (`GT_WORKERS`): a number, or `auto` for one per core. More
   * than 1 needs DatabaseURL (PGlite is owned by one process).
   */
  Workers: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(256)]).default(1),
  /**
   * Seconds a process keeps serving after SIGTERM with /readyz answering 503
   * (`GT_SHUTDOWN_DELAY_SECONDS`), so that a load balancer checking /readyz stops sending it
   * visitors before it closes its listener; then requests in flight finish and it exits.
   */
  ShutdownDelaySeconds: z.coerce.number().min(0).max(300).default(5),
  /** Redis URL (`GT_REDIS_URL`): rate-limit budgets shared by every process; unset → in process memory. */
  RedisURL: z.string().optional(),
  /**
   * Least severe log lines written (`GT_LOG_LEVEL`), as pino's levels: every process's JSON log
   * lines (requests, the cluster primary, start-up errors) on stdout.
   */
  LogLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Bearer token for GET /metrics (`GT_METRICS_TOKEN`); unset → /metrics answers loopback
   * clients only (a scraper on the same host or network namespace).
   */
  MetricsToken: z.string().optional(),
  /**
   * Minutes a seat hold lives from its event's last change. Default: Public.DiscardTimeMinutes
   * (15 when the discard timer is off); never shorter than it, so seats cannot lapse before the
   * cart's countdown ends (domain cart-discard, issue 10 item 2).
   */
  HoldMinutes: z.number().positive().optional(),
  /**
   * Limits against hoarding seats anonymously (issue 9 item 5). A client is an address (an IPv6
   * address counts by its /64; see TrustProxy behind a load balancer). 0 switches a limit off.
   */
  HoldLimits: z
    .object({
      /** Most capacity seats one client may hold (live) on one event, across all its holds. */
      SeatsPerEvent: z.number().int().min(0).default(20),
      /** Most capacity seats one client may hold (live) across all events. */
      SeatsPerClient: z.number().int().min(0).default(40),
      /** A hold never lives longer than this from its first line, however often it is refreshed. */
      MaxHoldMinutes: z.number().min(0).default(60),
      /** POST TourHolds requests per client per minute. */
      WritesPerMinute: z.number().int().min(0).default(60),
    })
    .prefault({}),
  /**
   * Lapsed hold lines are kept this long (a visitor may still pay for a lapsed hold whose seats
   * are free), then deleted by the sweep, which runs every HoldSweepSeconds (issue 9 item 6).
   */
  HoldRetentionMinutes: z.number().min(0).default(60),
  HoldSweepSeconds: z.number().int().positive().default(60),
  /** Venue days ahead for which schedules make events (issue 27 item 2); the extend job keeps them made. */
  ScheduleHorizonDays: z.number().int().min(1).max(730).default(90),
  /** How often each process runs the schedule extend job (safe with several processes). */
  ScheduleExtendSeconds: z.number().int().positive().default(3600),
  /** Hours a completed Idempotency-Key keeps its answer for retries; then the sweep deletes it. */
  IdempotencyRetentionHours: z.number().positive().default(24),
  /** The transaction username recorded with every online sale (spec 01 §1; never the browser's). */
  TransactionUsername: z.string().max(100).default('online'),
  /**
   * Seed the demo attraction into an empty database (`GT_SEED_DEMO=1` / `0`). Default: on with the
   * embedded PGlite database, off with DatabaseURL (a production store gets the reference data
   * only: seed/reference-data.ts).
   */
  SeedDemoData: z.boolean().optional(),
  /** Requests per minute per client address over the API; the storefront's static files are not counted. */
  RateLimitPerMinute: z.number().int().positive().default(600),
  /**
   * Which proxies to believe about the client address (X-Forwarded-For), as Fastify's
   * `trustProxy`: `false` (default: the socket address, so a client cannot pick its own
   * rate-limit bucket), a hop count such as `1` behind one load balancer, or addresses/CIDRs.
   */
  TrustProxy: z.union([z.boolean(), z.number().int().min(0), z.string(), z.array(z.string())]).default(false),
  /** Back office sign-in (DESIGN.md "Identity and operators"): session lifetime and sign-in limits. */
  AdminSignIn: z
    .object({
      /** A session ends this long after sign-in (sign in again). */
      SessionHours: z.number().positive().default(12),
      /** POST /api/admin/v1/session attempts per client address per minute. */
      PerClientPerMinute: z.number().int().positive().default(10),
      /** Attempts per e-mail address (known or not) per 15 minutes, from any address. */
      PerAccountPer15Minutes: z.number().int().positive().default(10),
    })
    .prefault({}),
  /** Per-client limit for card tokenizing and customer lookups (guessable secrets, card testing). */
  LookupRateLimitPerMinute: z.number().int().positive().default(30),
  /** How long a member validation (its token) lets the browser read memberships, renew and buy at the member rate. */
  MemberValidationMinutes: z.number().positive().default(60),
  /** Per-client limit for payments (POST /middleware/api/Transactions): card testing, retries gone wild. */
  PaymentRateLimitPerMinute: z.number().int().positive().default(20),
  /**
   * Accepted `X-Middleware-Key` values for POST /middleware/api/Transactions; unset → only
   * Public.MiddlewareKey (the storefront's). Add private keys for server-to-server clients.
   */
  MiddlewareKeys: z.array(z.string().min(8)).optional(),
  /**
   * Card provider behind the payment interface, by its name in payments/provider.ts
   * `paymentProviders` (checked at start); `sandbox` is the built-in test provider. The browser
   * loads the provider's tokenizer from Public.CardTokenizerURL.
   */
  PaymentProvider: z.string().min(1).default('sandbox'),
  /**
   * Kitchen feed (GET /middleware/api/KitchenOrders and its event stream): how often an open
   * stream looks for orders paid through other server processes, and how often it sends a
   * keep-alive comment. Orders paid through this process are sent at once.
   */
  KitchenFeed: z
    .object({ PollSeconds: z.number().positive().default(2), HeartbeatSeconds: z.number().positive().default(15) })
    .prefault({}),
  /** Minutes a sandbox card token stays usable. */
  CardTokenMinutes: z.number().positive().default(15),
  /** Seconds a payment attempt owns its Idempotency-Key before a retry may recover it. */
  PaymentLeaseSeconds: z.number().int().positive().default(60),
  /**
   * Seconds a request waits for another attempt with the same Idempotency-Key to finish (a
   * double click) before answering 409 "in progress"; the finished answer is then replayed.
   */
  IdempotencyWaitSeconds: z.number().min(0).default(10),
  /**
   * reCAPTCHA v3 at checkout (spec 01 §5), on when Public.RecaptchaV3Client is set: the payment's
   * token is verified at VerifyURL with Secret; a score below MinScore or another action than
   * `checkout` refuses the payment.
   */
  Recaptcha: z
    .object({
      Secret: z.string().default(''),
      VerifyURL: z.string().default('https://www.google.com/recaptcha/api/siteverify'),
      MinScore: z.number().min(0).max(1).default(0.5),
    })
    .prefault({}),
  /** Confirmation e-mail: SMTP when SmtpURL is set, else .eml files in Dir (default <DataDir>/mail). */
  Mail: z
    .object({
      /** The sender; unset → the venue's name at the demo's address with demo data, else at `localhost` (set it in production). */
      From: z.string().optional(),
      /** e.g. `smtp://user:password@smtp.example.org:587`. */
      SmtpURL: z.string().optional(),
      Dir: z.string().optional(),
      /** The storefront's public address (its /GT base), for the e-mail's "Manage my booking" link. */
      StorefrontURL: z.string().default('http://localhost:3000/GT'),
    })
    .prefault({}),
  /**
   * Identity verification, server side (spec 01 §7 `IDME/UserData`; the browser's part is
   * Public.IdentityProvider). UserDataURL: where the server reads the verified groups with the
   * visitor's access token (GET, `Authorization: Bearer …`, an ID.me-like `{status:[{group,
   * subgroups, verified}]}`); empty → the development provider (served only with SeedDemoData).
   */
  Identity: z
    .object({
      UserDataURL: z.string().default(''),
      /** How long a verification (its IdentityToken) lets the browser buy at the verified group's rate. */
      VerificationMinutes: z.number().positive().default(60),
      /** How long a development provider's access token lives. */
      DevAccessTokenMinutes: z.number().positive().default(10),
    })
    .prefault({}),
  /**
   * Abuse limits (DESIGN.md "Secrets and lookups"). MaxGiftCardsPerOrder: most gift cards one
   * order may buy, over all its lines (spec 02 §9 allows 999 per line; each card is a PIN hashed
   * and a row written): more is refused with 400 before any charge. MemberNumberEmailsPerHour:
   * most lost-member-number e-mails one address receives per hour, whoever asks (0: none);
   * requests past it are answered the same and send nothing. RefundMaxAttempts: card refund
   * attempts at the provider before the refund is marked `failed` (retried with backoff).
   */
  MaxGiftCardsPerOrder: z.number().int().min(1).max(999).default(50),
  MemberNumberEmailsPerHour: z.number().int().min(0).default(3),
  RefundMaxAttempts: z.number().int().min(1).default(8),
  Public: PublicConfig.prefault({}),
}).transform((raw, ctx) => {
  const c = { ...raw, SeedDemoData: raw.SeedDemoData ?? !raw.DatabaseURL };
  const HoldMinutes = c.HoldMinutes ?? defaultHoldMinutes(c.Public.DiscardTimeMinutes);
  const problem = holdMinutesProblem(HoldMinutes, c.Public.DiscardTimeMinutes);
  if (problem) ctx.addIssue({ code: 'custom', path: ['HoldMinutes'], message: problem });
  const identity = identityProvider(c);
  if (identity.problem) ctx.addIssue({ code: 'custom', path: ['Identity', 'UserDataURL'], message: identity.problem });
  const venue = c.SeedDemoData ? DEMO_VENUE : NEUTRAL_VENUE;
  const VenueName = c.Public.VenueName || venue.VenueName;
  return {
    ...c,
    Mail: { ...c.Mail, From: c.Mail.From ?? `${VenueName} <${venue.MailAddress}>` },
    HoldMinutes,
    IdentityDevProvider: identity.dev,
    Public: { ...c.Public, VenueName, LogoURL: c.Public.LogoURL || venue.LogoURL, IdentityProvider: identity.public },
  };
});

/** The demo venue's name and logo (Public.VenueName, LogoURL left empty with demo data on). */
export const DEMO_VENUE = { VenueName: 'Harbor Lights Aquarium', LogoURL: '/GT/logo.svg', MailAddress: 'tickets@harborlights.example' };
/** Without demo data: a neutral name and no logo (the storefront's header shows the name in words). */
export const NEUTRAL_VENUE = { VenueName: 'Box Office', LogoURL: '', MailAddress: 'tickets@localhost' };

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
 * Reads the configuration file and environment (`PORT`, `HOST`, `DATABASE_URL`, `GT_DATA_DIR`,
 * `GT_VENUE_TZ`, `GT_MIDDLEWARE_KEYS` comma-separated, `GT_SMTP_URL`, `GT_TRUST_PROXY`, `GT_WORKERS`,
 * `GT_REDIS_URL`, `GT_METRICS_TOKEN`, `GT_SEED_DEMO`, `GT_LOG_LEVEL`,
 * `GT_SHUTDOWN_DELAY_SECONDS`). Throws, stopping the start, on a
 * bad file and, under `NODE_ENV=production`, on a development card or identity provider unless
 * `GT_ALLOW_DEVELOPMENT_PROVIDERS=1` (development-providers.ts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<z.input<typeof ServerConfig>> = {}): ServerConfig {
  const file = env.GT_CONFIG_FILE ?? (existsSync('gt.config.json') ? 'gt.config.json' : undefined);
  const fromFile: Record<string, unknown> = file ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const publicFromFile = (fromFile.Public ?? {}) as Record<string, unknown>;
  const raw = {
    ...fromFile,
    ...(env.PORT ? { Port: env.PORT } : {}),
    ...(env.HOST ? { Host: env.HOST } : {}),
    ...(env.DATABASE_URL ? { DatabaseURL: env.DATABASE_URL } : {}),
    ...(env.GT_DATA_DIR ? { DataDir: env.GT_DATA_DIR } : {}),
    ...(env.GT_MIDDLEWARE_KEYS ? { MiddlewareKeys: env.GT_MIDDLEWARE_KEYS.split(',').map((k) => k.trim()) } : {}),
    ...(env.GT_SMTP_URL ? { Mail: { ...(fromFile.Mail as object), SmtpURL: env.GT_SMTP_URL } } : {}),
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
  return parsed.data;
}
