import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type LogLevel, type Plugin } from 'vite';

/** Text files worth compressing, and the smallest size that pays. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible
 * output file, so that the server sends them as they are (@fastify/static `preCompressed`,
 * docs/performance.md#storefront-on-a-phone) instead of compressing each response.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'gt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const body = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Marks the entry script and its preloads `fetchpriority="low"`. Module scripts never block the
 * first paint (the start-up overlay of index.html), but at high priority Chrome fetches them ahead
 * of the page's images, and Lighthouse's simulation counts every high-priority script that
 * arrived before the first paint as holding it up (docs/performance.md#storefront-on-a-phone: FCP 2.0 s → 1.2 s on a phone).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'gt-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

const require = createRequire(import.meta.url);

/** main.tsx's steps, in order: chunk name → the module main.tsx imports (`await import(…)`). */
const START_STEPS: [string, string][] = [
  ['react', require.resolve('react-dom/client')],
  ['start', resolve(import.meta.dirname, 'src/start.tsx')],
];

/** Then the MUI theme with MUI's styling engine and Emotion, which the pages drawn with MUI load first (app/page-theme.tsx). */
const CHUNK_GROUPS: [string, string][] = [...START_STEPS, ['theme', resolve(import.meta.dirname, 'src/app/page-theme.tsx')]];

/**
 * One chunk per main.tsx step (`react`, `start`) and one for the MUI theme (`theme`): the module
 * and what it imports statically that the entry and earlier groups do not, so that each step is one
 * script evaluated in one task, and the pages' lazily loaded code imports what it shares with them
 * from these chunks. Left alone, Rolldown made some 50 small chunks of what the start step shares
 * with the pages (docs/performance.md#storefront-on-a-phone). The module graph is read once parsed (`buildEnd`), before the chunks
 * are made.
 */
function startStepChunks(): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean; priority: number }[] } {
  const stepOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'gt-start-step-chunks',
    apply: 'build',
    buildEnd() {
      stepOf.clear();
      const entry = resolve(import.meta.dirname, 'src/main.tsx');
      for (const [name, root] of [['entry', entry], ...CHUNK_GROUPS] as const) {
        const stack = [root];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (stepOf.has(id)) continue;
          stepOf.set(id, name);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
  };
  const groups = CHUNK_GROUPS.map(([name], i) => ({
    name,
    test: (id: string) => stepOf.get(id) === name,
    priority: CHUNK_GROUPS.length - i,
  }));
  return { plugin, groups };
}

/**
 * Preloads, with the entry, the modules main.tsx imports step by step (`await import(…)`, each
 * evaluated in a task of its own) and everything they import, so that no step waits for a
 * download (docs/performance.md#storefront-on-a-phone). Vite itself would preload them only once the entry ran.
 */
function preloadStartSteps(): Plugin {
  let base = '/';
  return {
    name: 'gt-preload-start-steps',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || chunk?.type !== 'chunk') return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        entry.dynamicImports.forEach(visit);
        const links = [...files]
          .filter((f) => !html.includes(`/${f}"`))
          .map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`);
        return html.replace('</head>', () => `${links.join('')}</head>`);
      },
    },
  };
}

/**
 * After the browser build, builds the server render of catalogue pages (src/entry-server.tsx)
 * into `<outDir>-ssr` (dist → dist-ssr), where apps/server/src/http/first-load.ts loads it: one
 * `vite build` (and its options: --outDir, --logLevel) makes both.
 */
function serverRender(): Plugin {
  let outDir = 'dist';
  let root = '.';
  let configFile: string | undefined;
  let logLevel: LogLevel | undefined;
  return {
    name: 'gt-server-render',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      logLevel = config.logLevel;
    },
    async closeBundle() {
      await build({ root, configFile, logLevel, build: { ssr: 'src/entry-server.tsx', outDir: `${outDir}-ssr`, emptyOutDir: true } });
    },
  };
}

/**
 * Writes src/app/shell.css (the page base and the app shell, without MUI) into index.html's head at
 * `<!-- shell styles -->`: the first paint, and the server-rendered /GT/products, wait for no style
 * request. Vite then minifies it like the start-up overlay's styles.
 */
function inlineShellStyles(): Plugin {
  const file = resolve(import.meta.dirname, 'src/app/shell.css');
  return {
    name: 'gt-inline-shell-styles',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('<!-- shell styles -->', () => `<style>\n${readFileSync(file, 'utf8')}</style>`),
    },
  };
}

/** The flag-icons package's folder: its flags are single files, each loaded when shown (lib/country-flag.ts). */
const flagIcons = dirname(require.resolve('flag-icons/package.json'));

/**
 * The storefront is served by the booking server under /GT; in dev, /api goes to the server.
 * `vite build` also builds the server render of catalogue pages into dist-ssr/ (`serverRender`:
 * one self-contained file).
 */
export default defineConfig(({ isSsrBuild }) => {
  const steps = startStepChunks();
  return {
    base: '/GT/',
    plugins: isSsrBuild ? [react()] : [react(), inlineShellStyles(), steps.plugin, preloadStartSteps(), lowPriorityScripts(), precompress(), serverRender()],
    // Bundled whole, production builds of React and Emotion included: the server's HTML must match the browser's (class names).
    ssr: { noExternal: true },
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    publicDir: isSsrBuild ? false : 'public',
    resolve: { alias: { '@flag-icons': flagIcons } },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000', '/middleware': 'http://localhost:3000', '/sandbox-pay': 'http://localhost:3000' },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The server preloads each page's code from it (apps/server/src/http/first-load.ts).
      manifest: !isSsrBuild,
      chunkSizeWarningLimit: 600,
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: steps.groups, includeDependenciesRecursively: false } } },
      // Flags stay separate files, fetched only for the countries shown (not inlined as data URLs).
      assetsInlineLimit: (file) => (file.includes('flag-icons') ? false : undefined),
    },
  };
});
