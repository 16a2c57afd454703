/**
 * Server runtime configuration (DESIGN.md "Runtime configuration"): the public storefront
 * settings (contract `PublicConfig`) plus server-only settings and secrets. Loaded from a JSON
 * file (`GT_CONFIG_FILE`, default `./gt.config.json` when present) and environment variables,
 * validated with zod; a bad file stops the start with a message naming the key.
 */
import { existsSync, readFileSync } from 'node:fs';
import { PublicConfig } from '@gt/contract/config';
import { z } from 'zod';

export const ServerConfig = z.object({
  Port: z.coerce.number().int().min(0).max(65535).default(3000),
  Host: z.string().default('0.0.0.0'),
  /** PostgreSQL connection URL; unset → embedded PGlite in DataDir. */
  DatabaseURL: z.string().optional(),
  DataDir: z.string().default('./data'),
  /** Folder of the built storefront; unset → apps/storefront/dist. */
  StorefrontDir: z.string().optional(),
  /** Minutes a seat hold lives without activity. */
  HoldMinutes: z.number().positive().default(15),
  /** Seed the demo attraction into an empty database. */
  SeedDemoData: z.boolean().default(true),
  RateLimitPerMinute: z.number().int().positive().default(600),
  /**
   * Which proxies to believe about the client address (X-Forwarded-For), as Fastify's
   * `trustProxy`: `false` (default: the socket address, so a client cannot pick its own
   * rate-limit bucket), a hop count such as `1` behind one load balancer, or addresses/CIDRs.
   */
  TrustProxy: z.union([z.boolean(), z.number().int().min(0), z.string(), z.array(z.string())]).default(false),
  /** Per-client limit for card tokenizing and customer lookups (guessable secrets, card testing). */
  LookupRateLimitPerMinute: z.number().int().positive().default(30),
  /**
   * Accepted `X-Middleware-Key` values for POST /middleware/api/Transactions; unset → only
   * Public.MiddlewareKey (the storefront's). Add private keys for server-to-server clients.
   */
  MiddlewareKeys: z.array(z.string().min(8)).optional(),
  /** Card provider behind the payment interface; `sandbox` is the built-in test provider. */
  PaymentProvider: z.enum(['sandbox']).default('sandbox'),
  /** Minutes a sandbox card token stays usable. */
  CardTokenMinutes: z.number().positive().default(15),
  /** Seconds a payment attempt owns its Idempotency-Key before a retry may recover it. */
  PaymentLeaseSeconds: z.number().int().positive().default(60),
  /**
   * Seconds a request waits for another attempt with the same Idempotency-Key to finish (a
   * double click) before answering 409 "in progress"; the finished answer is then replayed.
   */
  IdempotencyWaitSeconds: z.number().min(0).default(10),
  /** Confirmation e-mail: SMTP when SmtpURL is set, else .eml files in Dir (default <DataDir>/mail). */
  Mail: z
    .object({
      From: z.string().default('Harbor Lights Aquarium <tickets@harborlights.example>'),
      /** e.g. `smtp://user:password@smtp.example.org:587`. */
      SmtpURL: z.string().optional(),
      Dir: z.string().optional(),
    })
    .prefault({}),
  Public: PublicConfig.prefault({}),
});
export type ServerConfig = z.infer<typeof ServerConfig>;

/** `GT_TRUST_PROXY`: `true`/`false`, a hop count, or comma-separated addresses/CIDRs. */
function trustProxyFromEnv(v: string): ServerConfig['TrustProxy'] {
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((a) => a.trim());
}

/**
 * Reads the configuration file and environment (`PORT`, `HOST`, `DATABASE_URL`, `GT_DATA_DIR`,
 * `GT_VENUE_TZ`, `GT_MIDDLEWARE_KEYS` comma-separated, `GT_SMTP_URL`, `GT_TRUST_PROXY`).
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
    ...overrides,
    Public: {
      ...publicFromFile,
      ...(env.GT_VENUE_TZ ? { VenueTimeZone: env.GT_VENUE_TZ } : {}),
      ...(overrides.Public ?? {}),
    },
  };
  const parsed = ServerConfig.safeParse(raw);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration${file ? ` in ${file}` : ''}: ${detail}`);
  }
  return parsed.data;
}
