/**
 * The back office build (docs/architecture.md#components): its own app under /admin/, served by the server
 * (apps/server/src/http/backoffice.ts), never loaded by the storefront. `npm run dev` proxies the
 * API to a server on port 3000. A service worker (Workbox through vite-plugin-pwa, scope /admin/)
 * precaches the app's files so that the door scanner opens without the network; pages under
 * /admin/ fall back to index.html offline; the API (/api/) is never cached.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      strategies: 'generateSW',
      injectRegister: 'script',
      scope: '/admin/',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The back office's largest chunks (react-admin, FullCalendar) are above Workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/admin/index.html',
        navigateFallbackAllowlist: [/^\/admin(\/|$)/],
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
