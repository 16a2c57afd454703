/**
 * The project is open source under the Apache License 2.0: the licence text is in the repository
 * and every package of the workspace says so, so that anyone may legally use, change and ship it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('licence', () => {
  it('LICENSE holds the Apache License 2.0 text', () => {
    const text = read('LICENSE');
    expect(text).toMatch(/^\s*Apache License\n\s*Version 2\.0, January 2004\n/);
    expect(text).toContain('TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION');
    expect(text).toContain('END OF TERMS AND CONDITIONS');
  });

  it('every package of the workspace names it', () => {
    const root = JSON.parse(read('package.json')) as { license?: string; workspaces: string[] };
    const packages = ['apps/server', 'apps/storefront', 'packages/contract', 'packages/domain', 'e2e'];
    expect(root.license).toBe('Apache-2.0');
    for (const dir of packages) expect(`${dir}: ${(JSON.parse(read(`${dir}/package.json`)) as { license?: string }).license}`).toBe(`${dir}: Apache-2.0`);
  });
});
