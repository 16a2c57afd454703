/**
 * The back office build (docs/architecture.md#components): its own app under /admin/, served by the server
 * (apps/server/src/http/backoffice.ts), never loaded by the storefront. `npm run dev` proxies the
 * API to a server on port 3000.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
