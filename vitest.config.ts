import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      { test: { name: 'domain', include: ['packages/*/src/**/*.test.ts'] } },
      { test: { name: 'backoffice', include: ['apps/backoffice/src/**/*.test.ts'] } },
      { test: { name: 'server', include: ['apps/server/test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } },
      {
        extends: './apps/storefront/vite.config.ts',
        test: { name: 'storefront', include: ['apps/storefront/src/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: ['./apps/storefront/src/test-setup.ts'] },
      },
    ],
  },
});
