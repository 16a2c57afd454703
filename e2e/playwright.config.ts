import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const DISCARD_STORE_URL = `http://127.0.0.1:${PORT + 1}`;
/** The store with the transaction fee on and the donation popup (gt.e2e-promotions.json). */
export const PROMOTIONS_STORE_URL = `http://127.0.0.1:${PORT + 2}`;
export const KITCHEN_KEY = 'e2e-kitchen-display-key';

function server(port: number, configFile: string) {
  return {
    command: 'node ../apps/server/dist/main.js', // the production start (npm run build compiles it)
    url: `http://127.0.0.1:${port}/api/v1/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The kitchen display's private middleware key besides the storefront's (food.spec.ts reads the kitchen feed).
    env: { PORT: String(port), HOST: '127.0.0.1', GT_DATA_DIR: 'memory://', GT_CONFIG_FILE: configFile, GT_MIDDLEWARE_KEYS: `gt-storefront,${KITCHEN_KEY}` },
  };
}

/**
 * Browser journeys in Debian's Chromium against the real server on an in-memory PGlite store,
 * seeded at start. The browser runs in Asia/Tokyo while the venue is in America/Chicago, so
 * every time on screen proves the venue zone is used. Every journey comes from one address
 * (127.0.0.1), so the per-client hold limits are off in the e2e configs (they are tested in the
 * server suite: hold-limits.test.ts), and so are the back office's sign-in limits: a dozen
 * journeys sign the demo admin in within minutes (admin-auth.test.ts tests those limits).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  // A 2-core CI machine runs three servers, Chromium and the test runner at once: a web-first
  // assertion waits up to 15 s (Playwright's 5 s default flaked under load; nothing here is timed).
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // On CI one retry: a journey that fails, then passes, is reported as flaky (in the line
  // reporter's summary) rather than failing the run; one that fails twice fails it.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    timezoneId: 'Asia/Tokyo',
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    // No transitions (the storefront honours prefers-reduced-motion): axe never measures the
    // contrast of a snackbar or dialog half faded in.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    server(PORT, './gt.e2e.json'),
    // A store whose seats are held 15 seconds (the discard popup opens 5 seconds before), with the
    // second payment provider layout (single expiry field, reload after a discard).
    server(PORT + 1, './gt.e2e-discard.json'),
    // A store with the transaction fee on (3 % + $0.50) and the one-time donation popup; the main
    // store has the popup off so that the other journeys are not interrupted by it.
    server(PORT + 2, './gt.e2e-promotions.json'),
  ],
});
