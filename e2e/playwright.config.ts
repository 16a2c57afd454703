import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const DISCARD_STORE_URL = `http://127.0.0.1:${PORT + 1}`;

function server(port: number, configFile: string) {
  return {
    command: 'npx tsx ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/v1/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', GT_DATA_DIR: 'memory://', GT_CONFIG_FILE: configFile },
  };
}

/**
 * Browser journeys in Debian's Chromium against the real server on an in-memory PGlite store,
 * seeded at start. The browser runs in Asia/Tokyo while the venue is in America/Chicago, so
 * every time on screen proves the venue zone is used.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    timezoneId: 'Asia/Tokyo',
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    server(PORT, './gt.e2e.json'),
    // A store whose cart is discarded after 3 idle seconds, for the discard popup journey.
    server(PORT + 1, './gt.e2e-discard.json'),
  ],
});
