/**
 * Compiles the server ahead of time for production (`npm start` runs `node apps/server/dist/main.js`;
 * tsx stays a development tool). esbuild bundles our own code, including the workspace packages
 * @gt/contract and @gt/domain (TypeScript sources), into one ES module; every npm dependency stays
 * an import resolved from node_modules at run time. Prints nothing unless something is wrong.
 */
import { build, type Plugin } from 'esbuild';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** npm packages stay imports; our workspace packages (`@gt/…`), relative files and JSON data are bundled. */
const externalNpmPackages: Plugin = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@gt/') || args.path.endsWith('.json') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  // The server, the `admin:create` command for images that have node but not tsx, and a worker.
  entryPoints: {
    main: resolve(root, 'src/main.ts'),
    'admin-create': resolve(root, 'scripts/admin-create.ts'),
    // The confirmation e-mails' render thread (modules/mail/render-thread.ts), beside main.js.
    'mail-render-worker': resolve(root, 'src/modules/mail/render-worker.ts'),
  },
  outdir: resolve(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
