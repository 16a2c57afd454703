/**
 * The HTML shell of a storefront page with what its first load needs (issue 16,
 * @gt/contract/first-load): `<link rel="modulepreload">` for the page's lazily loaded code and
 * its imports (from the build's `.vite/manifest.json`), and the answers of the catalogue GETs
 * the page starts with, as `<script type="application/json" id="gt-first-load">{url: body}`.
 * The scripts, the page's code and its data then load side by side instead of one after the
 * other. The answers come from the API's own routes (in-process requests under the visitor's
 * address, so they count against the visitor's rate limit like the browser's own requests); an
 * answer other than 200 is left out and the browser asks for it as usual.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoad } from '@gt/contract/first-load';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** page → `/GT/assets/…` files of its route module and the chunks it imports, minus the entry's. */
function pageScripts(dir: string, shell: string): Map<string, string[]> {
  const manifestFile = join(dir, '.vite', 'manifest.json');
  const scripts = new Map<string, string[]>();
  if (!existsSync(manifestFile)) return scripts;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  for (const [key, chunk] of Object.entries(manifest)) {
    const page = /^src\/app\/routes\/([\w-]+)\.tsx$/.exec(key)?.[1];
    if (!page) continue;
    const files = new Set<string>();
    const visit = (c: ManifestChunk | undefined) => {
      if (!c || files.has(c.file)) return;
      files.add(c.file);
      for (const k of c.imports ?? []) visit(manifest[k]);
    };
    visit(chunk);
    // The shell already loads the entry and its imports.
    scripts.set(page, [...files].map((f) => `/GT/${f}`).filter((href) => !shell.includes(`"${href}"`)));
  }
  return scripts;
}

/** JSON as the text of a `<script>` element: no `<` that could close it (or open a comment). */
export const scriptText = (json: string) => json.replace(/</g, '\\u003c');

/**
 * Makes the page-specific shell: `render(req, pathname)` → the HTML text of `template` (the
 * build's index.html) for that page. Without a manifest (an old build) no code is preloaded. The
 * preloads are low priority like the entry's (vite.config.ts `lowPriorityScripts`).
 */
export function firstLoadShell(app: FastifyInstance, dir: string, template: string, donationProductId: number | null) {
  const scripts = pageScripts(dir, template);
  return async function render(req: FastifyRequest, pathname: string): Promise<string> {
    const load = firstLoad(pathname, donationProductId);
    if (!load) return template;
    const answers = await Promise.all(
      load.requests.map(async (url) => {
        const res = await app.inject({ method: 'GET', url, remoteAddress: req.ip, headers: { accept: 'application/json' } });
        return res.statusCode === 200 ? `${JSON.stringify(url)}:${res.body}` : null;
      }),
    );
    const links = (scripts.get(load.page) ?? []).map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`).join('');
    const data = `<script type="application/json" id="gt-first-load">${scriptText(`{${answers.filter((a) => a !== null).join(',')}}`)}</script>`;
    return template.replace('</head>', `${links}</head>`).replace('<div id="root">', `${data}<div id="root">`);
  };
}
