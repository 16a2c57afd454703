/**
 * The container files (Dockerfile, compose.yaml, .dockerignore), read as an operator's Docker would read them (no Docker
 * engine here): a pinned Node LTS image; a runtime stage with the server's production dependencies
 * only, which the server bundle needs and no more; source maps on; secrets from .env (git- and
 * docker-ignored, documented by .env.example); a pinned image, a healthcheck and a restart policy
 * for every compose service, and GT_METRICS_TOKEN for the storefront.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface Stage {
  image: string;
  name?: string;
  instructions: { op: string; args: string }[];
}

/** The Dockerfile's stages: each FROM (ARG defaults substituted) and the instructions under it. */
function dockerStages(text: string): Stage[] {
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  const lines = text.replace(/\\\n/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  for (const line of lines) {
    const [, op = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const argsOf = (s: string) => s.replace(/\$\{(\w+)\}|\$(\w+)/g, (_m, a: string | undefined, b: string | undefined) => args.get((a ?? b) as string) ?? '');
    if (op.toUpperCase() === 'ARG' && stages.length === 0) {
      const [name = '', value = ''] = rest.split('=');
      args.set(name, value);
    } else if (op.toUpperCase() === 'FROM') {
      const [image = '', as, name] = argsOf(rest).split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args: rest });
  }
  return stages;
}

const stages = dockerStages(read('Dockerfile'));
const runtime = stages.at(-1) as Stage;
const compose = parse(read('compose.yaml')) as { services: Record<string, Record<string, unknown>> };

describe('Dockerfile', () => {
  it('builds and runs on one pinned release of Node 22 or 24 LTS (not a floating tag)', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const s of stages) expect(s.image).toMatch(/^node:(22|24)\.\d+\.\d+-(bookworm|trixie)-slim(@sha256:[0-9a-f]{64})?$/);
  });

  it('runs with the server’s production dependencies only (no storefront packages, no dev tools)', () => {
    const copies = runtime.instructions.filter((i) => i.op === 'COPY');
    const modules = copies.filter((c) => /\bnode_modules\b/.test(c.args));
    expect(modules).toHaveLength(1);
    const from = /--from=(\S+)/.exec(modules[0]?.args ?? '')?.[1];
    const deps = stages.find((s) => s.name === from);
    const install = deps?.instructions.filter((i) => i.op === 'RUN').map((i) => i.args) ?? [];
    expect(install).toEqual([expect.stringMatching(/^npm ci --omit=dev (--workspace|-w) @gt\/server\b/)]);
    // The install sees no storefront or e2e workspace, so none of their packages (MUI: 174 MB).
    const sources = deps?.instructions.filter((i) => i.op === 'COPY').map((i) => i.args) ?? [];
    expect(sources.filter((c) => /storefront|e2e|^\.\s/.test(c))).toEqual([]);
  });

  it('runs node with source maps, as a non-root user, with a healthcheck on /readyz', () => {
    const cmd = runtime.instructions.find((i) => i.op === 'CMD');
    expect(JSON.parse(cmd?.args ?? '[]')).toEqual(['node', '--enable-source-maps', 'apps/server/dist/main.js']);
    expect(runtime.instructions.find((i) => i.op === 'USER')?.args).toBe('node');
    expect(runtime.instructions.find((i) => i.op === 'HEALTHCHECK')?.args).toContain('/readyz');
  });
});

describe('secrets stay out of the image and the repository', () => {
  it('.env and a local gt.config.json are docker-ignored, .env git-ignored, .env.example kept and documents every secret compose reads', async () => {
    const dockerignore = read('.dockerignore').split('\n').map((l) => l.trim());
    expect(dockerignore).toEqual(expect.arrayContaining(['.env', '.env.*', 'gt.config.json']));
    const ignored = (file: string) => promisify(execFile)('git', ['check-ignore', '-q', file], { cwd: root }).then(() => true, () => false);
    expect(await ignored('.env')).toBe(true);
    expect(await ignored('.env.production')).toBe(true);
    expect(await ignored('.env.example')).toBe(false);
    const example = read('.env.example');
    for (const key of ['POSTGRES_PASSWORD', 'GT_METRICS_TOKEN']) expect(example).toMatch(new RegExp(`^${key}=\\S+`, 'm'));
  });
});

describe('compose.yaml', () => {
  const services = Object.entries(compose.services);

  it('pins every image to a release, and gives every service a healthcheck and a restart policy', () => {
    expect(services.map(([name]) => name).sort()).toEqual(['db', 'redis', 'storefront']);
    for (const [name, s] of services) {
      if (!s.build) expect([name, s.image]).toEqual([name, expect.stringMatching(/^[\w./-]+:\d+\.\d+(\.\d+)?(-[\w.]+)?(@sha256:[0-9a-f]{64})?$/)]);
      expect([name, (s.healthcheck as { test?: unknown } | undefined)?.test]).toEqual([name, expect.any(Array)]);
      expect([name, s.restart]).toEqual([name, expect.stringMatching(/^(always|unless-stopped|on-failure(:\d+)?)$/)]);
    }
    expect((compose.services.storefront?.depends_on as Record<string, { condition: string }>).redis?.condition).toBe('service_healthy');
  });

  it('has no secret written in it: passwords and the metrics token come from .env', () => {
    // PostgreSQL's password and the storefront's secrets (GT_METRICS_TOKEN, …) from .env.
    for (const name of ['db', 'storefront']) expect([name, compose.services[name]?.env_file]).toEqual([name, '.env']);
    for (const [name, s] of services) {
      const env = (s.environment ?? {}) as Record<string, string>;
      for (const [key, value] of Object.entries(env)) {
        expect([name, key]).not.toEqual([name, expect.stringMatching(/PASSWORD|TOKEN|SECRET/)]);
        // A URL's password only as ${…} from .env.
        const password = /^\w+:\/\/[^:/@]+:([^@]+)@/.exec(String(value))?.[1];
        if (password) expect([name, key, password]).toEqual([name, key, expect.stringMatching(/^\$\{\w+(:\?[^}]*)?\}$/)]);
      }
    }
    expect(read('compose.yaml')).not.toMatch(/^\s*(POSTGRES_PASSWORD|GT_METRICS_TOKEN):/m);
  });
});

describe('the server bundle', () => {
  beforeAll(async () => {
    await promisify(execFile)('npm', ['run', '--silent', 'build:server'], { cwd: root });
  }, 120_000);

  it('has a source map of the TypeScript sources', () => {
    const main = read('apps/server/dist/main.js');
    expect(main.trimEnd().endsWith('//# sourceMappingURL=main.js.map')).toBe(true);
    const map = JSON.parse(read('apps/server/dist/main.js.map')) as { sources: string[] };
    expect(map.sources).toEqual(expect.arrayContaining(['../src/main.ts', '../src/http/rate-limit-store.ts']));
  });

  it('imports only Node’s modules and the server’s own production dependencies (what the runtime stage installs)', () => {
    const main = read('apps/server/dist/main.js');
    const specifiers = new Set([...main.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm)].map((m) => m[1] ?? m[2] ?? m[3]));
    const packageOf = (s: string) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : (s.split('/')[0] as string));
    const dependencies = Object.keys((JSON.parse(read('apps/server/package.json')) as { dependencies: Record<string, string> }).dependencies);
    const builtins = new Set(builtinModules);
    const outside = [...specifiers].filter((s): s is string => s !== undefined && !s.startsWith('node:') && !builtins.has(s) && !builtins.has(packageOf(s)) && !dependencies.includes(packageOf(s)));
    expect(specifiers.size).toBeGreaterThan(10);
    expect(outside).toEqual([]);
  });

  it('run as the image runs it, a start-up error’s stack names the TypeScript source lines', { timeout: 60_000 }, async () => {
    const [node, ...args] = JSON.parse(runtime.instructions.find((i) => i.op === 'CMD')?.args ?? '[]') as string[];
    expect(node).toBe('node');
    expect(existsSync(join(root, args.at(-1) as string))).toBe(true);
    const child = spawn(process.execPath, args, {
      cwd: root,
      // A data folder under a file: the start fails at once (an unreachable database is waited for).
      env: { ...process.env, PORT: '0', DATABASE_URL: '', GT_DATA_DIR: join(root, 'package.json', 'data'), GT_CONFIG_FILE: '' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    const fatal = out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { level: number; err?: { stack: string } }).find((l) => l.level === 60);
    expect(fatal?.err?.stack).toMatch(/apps\/server\/src\/[\w/-]+\.ts:\d+:\d+/);
  });
});
