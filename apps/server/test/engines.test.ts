/**
 * The Node versions the project claims (`engines` in package.json, the README) are the ones its
 * dependencies support (README.md): no installed package asks for more, so `npm install`
 * on the machines' Node 20.20 prints no engine warning.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string; engines?: { node?: unknown } };

/** `name@version` → its `engines.node` range, for every package under node_modules (nested ones too). */
function installedEngines(dir: string, found = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      installedEngines(path, found);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (existsSync(manifest)) {
      const pkg = readJson(manifest);
      if (typeof pkg.engines?.node === 'string') found.set(`${pkg.name}@${pkg.version}`, pkg.engines.node);
    }
    if (existsSync(join(path, 'node_modules'))) installedEngines(join(path, 'node_modules'), found);
  }
  return found;
}

describe('Node versions', () => {
  const claimed = readJson(join(root, 'package.json')).engines?.node as string;

  it('every installed dependency supports every Node version the project claims', () => {
    const narrower = [...installedEngines(join(root, 'node_modules'))].filter(([, range]) => !semver.subset(claimed, range)).map(([pkg, range]) => `${pkg} needs ${range}`);
    expect(narrower).toEqual([]);
  });

  it("the claim includes the machines' Node 20.20 and is the one the README states", () => {
    expect(semver.satisfies('20.20.0', claimed)).toBe(true);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('Node 20.19 or later on the 20 line, 22.13 or later on the 22 line, or Node 24 and later');
  });
});
