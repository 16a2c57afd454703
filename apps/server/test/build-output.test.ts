/**
 * `npm start` builds the storefront and the server first: the build must stay quiet (no line per
 * asset, about 400 of them for the flag images) so that the server's "storefront on http://…"
 * line ends the output (docs/operations.md#start). Runs the root `build` script's two steps, the
 * storefront (and its server render) into a temporary folder; the server bundle's e-mail render thread works.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/server-config';
import { renderOnThread, renderWorkerUrl, startRenderThread } from '../src/modules/mail/render-thread';
import { sampleReceipt } from './mail-support';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('npm run build', () => {
  it('prints nothing when all is well, and builds the storefront and the server', async () => {
    const out = await mkdtemp(join(tmpdir(), 'gt-build-'));
    try {
      const run = (...args: string[]) => promisify(execFile)('npm', ['run', '--silent', ...args], { cwd: root });
      const outputs = [await run('build:storefront', '--', '--outDir', out, '--emptyOutDir'), await run('build:server')];
      // npm's own notice about this machine's user configuration is not the build's output.
      const lines = outputs
        .flatMap(({ stdout, stderr }) => `${stdout}\n${stderr}`.split('\n'))
        .filter((l) => l.trim() !== '' && !l.includes('Unknown user config') && !l.includes('Unknown env config'));
      expect(lines).toEqual([]);
      expect(existsSync(join(out, 'index.html'))).toBe(true);
      // The server render of catalogue pages, beside it (apps/server/src/http/first-load.ts).
      expect(existsSync(join(`${out}-ssr`, 'entry-server.js'))).toBe(true);
      expect(existsSync(join(root, 'apps/server/dist/main.js'))).toBe(true);
      // main.tsx's steps (React, the app) are evaluated one task each: the entry
      // imports none of them, and the page preloads each with everything it imports.
      const manifest = JSON.parse(await readFile(join(out, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        { file: string; imports?: string[]; dynamicImports?: string[] }
      >;
      const entry = manifest['index.html'];
      const steps = entry?.dynamicImports ?? [];
      expect(steps).toHaveLength(2);
      const stepFiles = steps.flatMap((k) => [manifest[k]?.file, ...(manifest[k]?.imports ?? []).map((i) => manifest[i]?.file)]);
      expect(entry?.imports?.map((i) => manifest[i]?.file)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/\/(react|start)-/)]),
      );
      const html = await readFile(join(out, 'index.html'), 'utf8');
      for (const file of stepFiles) expect(html).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/GT/${file}">`);
      // MUI's styling engine and the theme load with the pages drawn with MUI, not with the shell or /GT/products (app/page-theme.tsx).
      const closure = (key: string, seen = new Set<string>()): Set<string> => {
        const chunk = manifest[key];
        if (!chunk || seen.has(chunk.file)) return seen;
        seen.add(chunk.file);
        for (const i of chunk.imports ?? []) closure(i, seen);
        return seen;
      };
      const productsLoad = [...closure('src/app/routes/products.tsx'), ...closure('index.html'), ...stepFiles];
      expect(productsLoad.filter((f) => /\/theme-/.test(f ?? ''))).toEqual([]);
      expect([...closure('src/app/routes/calendar.tsx')]).toEqual(expect.arrayContaining([expect.stringMatching(/\/theme-/)]));
    } finally {
      await rm(out, { recursive: true, force: true });
      await rm(`${out}-ssr`, { recursive: true, force: true });
    }
  });

  it("bundles the e-mail render thread beside main.js, and it renders a confirmation (modules/mail/render-thread.ts)", async () => {
    const distMain = pathToFileURL(join(root, 'apps/server/dist/main.js')).href;
    const url = renderWorkerUrl(distMain);
    expect(url.href).toBe(pathToFileURL(join(root, 'apps/server/dist/mail-render-worker.js')).href);
    const thread = startRenderThread(url, () => undefined);
    try {
      const m = await renderOnThread(thread, loadConfig({}, { DataDir: 'memory://' }), sampleReceipt);
      expect(m.subject).toBe('Harbor Lights Aquarium booking confirmation, receipt 100001');
      expect(m.attachments?.filter((a) => a.cid?.endsWith('@barcode'))).toHaveLength(3);
    } finally {
      await thread.worker.terminate();
    }
  });
});
