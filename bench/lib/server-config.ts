/**
 * The server configuration of the bench: the product defaults with demo data on, the per-client rate limits
 * raised and the per-client hold limits off (every bench client comes from 127.0.0.1), listening
 * on a random local port.
 */
import { loadConfig, type ServerConfig } from '@gt/server/config/server-config';

export function benchServerConfig(databaseUrl: string): ServerConfig {
  return loadConfig(
    {},
    {
      DatabaseURL: databaseUrl,
      DataDir: 'memory://',
      // The bench measures the demo store (seeded by server-main.ts); on PostgreSQL it is off by default.
      SeedDemoData: true,
      Host: '127.0.0.1',
      Port: 0,
      RateLimitPerMinute: 1_000_000_000,
      LookupRateLimitPerMinute: 1_000_000_000,
      HoldLimits: { SeatsPerEvent: 0, SeatsPerClient: 0, WritesPerMinute: 0 },
      PaymentRateLimitPerMinute: 1_000_000_000,
    },
  );
}
