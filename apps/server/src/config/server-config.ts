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
  Public: PublicConfig.prefault({}),
});
export type ServerConfig = z.infer<typeof ServerConfig>;

/** Reads the configuration file and environment (`PORT`, `HOST`, `DATABASE_URL`, `GT_DATA_DIR`, `GT_VENUE_TZ`). */
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
