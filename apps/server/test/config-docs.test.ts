/**
 * docs/configuration.md cannot go stale: its reference part is what `npm run docs:config`
 * generates from the zod configuration schema now, it names every key, and each environment
 * variable it lists does set its key.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PublicConfig } from '@gt/contract/config';
import { withConfigurationReference } from '../src/config/config-docs';
import { CONFIG_ENVIRONMENT, loadConfig, ServerConfig } from '../src/config/server-config';

const file = fileURLToPath(new URL('../../../docs/configuration.md', import.meta.url));
const committed = readFileSync(file, 'utf8');

describe('docs/configuration.md', () => {
  it('is the generated reference of the current schema', () => {
    const current = withConfigurationReference(committed) === committed;
    expect(current, 'docs/configuration.md is out of date: run `npm run docs:config` and commit the file').toBe(true);
  });

  it('lists every key of the server and of Public, with a description for each top-level key', () => {
    const serverKeys = Object.keys(ServerConfig.in.shape);
    for (const key of [...serverKeys, ...Object.keys(PublicConfig.shape)]) expect(committed, key).toContain(`| \`${key}\` |`);
    for (const key of ['TrustProxy', 'MiddlewareKeys', 'PaymentLeaseSeconds', 'CardTokenMinutes'])
      expect(committed).toMatch(new RegExp(`\\| \`${key}\` \\|[^\\n]*\\| [A-Z][^|\\n]+\\|\\n`));
    for (const [key, field] of Object.entries({ ...ServerConfig.in.shape, ...PublicConfig.shape }))
      expect(field.description, key).toBeTruthy();
  });

  it('lists environment variables that set their key', () => {
    const samples: Record<string, [string, unknown]> = {
      PORT: ['4000', 4000],
      HOST: ['127.0.0.1', '127.0.0.1'],
      DATABASE_URL: ['postgres://gt@db/gt', 'postgres://gt@db/gt'],
      GT_DATA_DIR: ['memory://', 'memory://'],
      GT_MIDDLEWARE_KEYS: ['kitchen-key-1, partner-key-2', ['kitchen-key-1', 'partner-key-2']],
      GT_SMTP_URL: ['smtp://mail.example.org:587', 'smtp://mail.example.org:587'],
      GT_TRUST_PROXY: ['1', 1],
      GT_WORKERS: ['auto', 'auto'],
      GT_REDIS_URL: ['redis://cache:6379', 'redis://cache:6379'],
      GT_METRICS_TOKEN: ['scrape-token', 'scrape-token'],
      GT_SEED_DEMO: ['0', false],
      GT_LOG_LEVEL: ['warn', 'warn'],
      GT_SHUTDOWN_DELAY_SECONDS: ['7', 7],
      GT_VENUE_TZ: ['Europe/Paris', 'Europe/Paris'],
      GT_WALLET_KEY_PASSPHRASE: ['key pass phrase', 'key pass phrase'],
      GT_STRIPE_SECRET_KEY: ['sk_test_123', 'sk_test_123'],
      GT_STRIPE_WEBHOOK_SECRET: ['whsec_123', 'whsec_123'],
    };
    expect(Object.values(CONFIG_ENVIRONMENT).sort()).toEqual(Object.keys(samples).sort());
    for (const [path, variable] of Object.entries(CONFIG_ENVIRONMENT)) {
      const [value, expected] = samples[variable] as [string, unknown];
      const config = loadConfig({ [variable]: value }) as unknown as Record<string, unknown>;
      const got = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], config);
      expect({ variable, got }).toEqual({ variable, got: expected });
      expect(committed).toMatch(new RegExp(`\\| \`([\\w.]+\\.)?${path.split('.').pop()}\` \\|[^\\n]*\\| \`${variable}\` \\|`));
    }
  });
});
