/**
 * The real server for bench:web: `apps/server/src/main.ts` as a child process on a throw-away
 * PGlite store (`memory://`, demo data seeded), with the per-client rate and hold limits raised
 * (every Lighthouse run comes from 127.0.0.1). Its request log is discarded.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchDir } from '../lib/settings';

export interface WebServer {
  origin: string;
  stop(): Promise<void>;
}

const UNLIMITED = 1_000_000_000;

/** `storefrontDir`: the built storefront to serve (undefined: the server's default, apps/storefront/dist). */
export async function startWebServer(port: number, storefrontDir?: string): Promise<WebServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gt-bench-web-'));
  const configFile = join(dir, 'gt.config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      RateLimitPerMinute: UNLIMITED,
      LookupRateLimitPerMinute: UNLIMITED,
      PaymentRateLimitPerMinute: UNLIMITED,
      HoldLimits: { SeatsPerEvent: 0, SeatsPerClient: 0, WritesPerMinute: 0 },
      ShutdownDelaySeconds: 0, // no balancer to drain for: stop() returns at once
      ...(storefrontDir ? { StorefrontDir: storefrontDir } : {}),
    }),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', join(benchDir, '../apps/server/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The demo store with its sandbox card and development identity providers, as a trial of the production build.
      GT_ALLOW_DEVELOPMENT_PROVIDERS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      GT_DATA_DIR: 'memory://',
      GT_CONFIG_FILE: configFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before listening`);
    const ok = await fetch(`${origin}/api/v1/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error('server did not answer within 60 s');
    await sleep(100);
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
