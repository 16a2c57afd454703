import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The storefront is served by the booking server under /GT; in dev, /api goes to the server. */
export default defineConfig({
  base: '/GT/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/middleware': 'http://localhost:3000', '/sandbox-pay': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Flags stay separate files, fetched only for the countries shown (not inlined into the CSS).
    assetsInlineLimit: (file) => (file.includes('flag-icons') ? false : undefined),
  },
});
