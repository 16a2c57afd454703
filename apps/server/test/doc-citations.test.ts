/**
 * Code cites what a reader can open: `docs/<file>.md#<anchor>` (docs/architecture.md#testing) and
 * the specification's sections (spec 01 §4). A design document outside the repository or an issue
 * number means nothing to a reader of the code, so neither may appear in the source, tests,
 * journeys or benchmarks; and every `docs/…md#anchor` or `README.md#anchor` cited must name a heading of
 * that file.
 * Another project's issue is written `owner/repo#N` (pretix/pretix#74), which is allowed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchors } from './markdown-anchors';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const self = 'apps/server/test/doc-citations.test.ts';

/** Where code lives: the apps (source, tests, scripts, public scripts), packages, journeys, benchmarks. */
const scanned = /^(apps\/[^/]+\/(src|test|scripts|public)|packages\/[^/]+\/src|e2e\/tests|bench|scripts)\/.*\.(ts|tsx|js|mjs)$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => scanned.test(f) && !f.includes('node_modules/') && f !== self);

/** Citations that point outside the repository, each with what it is called in the failure. */
const forbidden: [RegExp, string][] = [
  [/DESIGN\.md/, 'DESIGN.md (cite docs/architecture.md#<anchor>)'],
  [/\bissues? #?\d+/i, 'an issue number'],
  [/\bissue "/i, 'an issue title'],
  [/README "/, 'a README section by name (cite README.md#<anchor>)'],
  // `#12` on its own; not `owner/repo#12`, `&#60;` or a colour such as `#0288d1` or `'#616161'`.
  [/(?<![\w/&.'"`-])#\d+(?![\w-])/, 'an issue number (#N)'],
];

/** `docs/<file>.md` and `README.md`, with or without `#<anchor>`, at the repository's root. */
const docLink = /(?<![\w./-])((?:docs\/[\w./-]+|README)\.md)(?:#([\w-]+))?/g;

/** Every offending citation of one file's text, as `file:line: what`. */
function offences(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const [pattern, what] of forbidden) if (pattern.test(line)) found.push(`${file}:${i + 1}: ${what}: ${line.trim()}`);
    for (const [, doc, anchor] of line.matchAll(docLink)) {
      const path = join(root, doc as string);
      if (!existsSync(path)) found.push(`${file}:${i + 1}: no such file ${doc}`);
      else if (anchor && !anchors(path).has(anchor)) found.push(`${file}:${i + 1}: no heading #${anchor} in ${doc}`);
    }
  });
  return found;
}

describe('citations in code', () => {
  it('scans the source, tests, journeys and benchmarks', () => {
    expect(files.length).toBeGreaterThan(300);
    for (const dir of [
      'apps/server/src/',
      'apps/server/test/',
      'apps/storefront/src/',
      'apps/backoffice/src/',
      'packages/domain/src/',
      'e2e/tests/',
      'bench/',
    ])
      expect(files.some((f) => f.startsWith(dir))).toBe(true);
  });

  it('finds each kind of bad citation and lets the good ones pass', () => {
    expect(offences('x.ts', ' * (DESIGN.md "Payments")\n// see issue 12\ndescribe(\'x (Issue 10 item 3)\'')).toEqual([
      'x.ts:1: DESIGN.md (cite docs/architecture.md#<anchor>): * (DESIGN.md "Payments")',
      'x.ts:2: an issue number: // see issue 12',
      "x.ts:3: an issue number: describe('x (Issue 10 item 3)'",
    ]);
    expect(offences('x.ts', ' * fixed in #12 and (#7): more')).toHaveLength(1);
    expect(offences('x.ts', ' * issue "Back office"')).toHaveLength(1);
    expect(offences('x.ts', ' * (README "Production")')).toHaveLength(1);
    expect(offences('x.ts', ' * README.md#no-such-heading')).toEqual(['x.ts:1: no heading #no-such-heading in README.md']);
    expect(offences('x.ts', ' * docs/architecture.md#no-such-heading')).toEqual([
      'x.ts:1: no heading #no-such-heading in docs/architecture.md',
    ]);
    expect(offences('x.ts', ' * docs/no-such-file.md')).toEqual(['x.ts:1: no such file docs/no-such-file.md']);
    const good = [
      ' * (docs/architecture.md#capacity-and-holds, docs/architecture.md#payments; spec 01 §4)',
      ' * pretix/pretix#74 and HiEventsDev/Hi.Events#18',
      "const color = '#0288d1'; const grey = '#616161'; const quote = '&#60;';",
      ' * docs/checkout-api.md#6-coupons-gift-cards-donation-and-fee (README.md#production)',
    ].join('\n');
    expect(offences('x.ts', good)).toEqual([]);
  });

  it('cites docs/*.md anchors and spec sections only: no DESIGN.md, no issue numbers, no broken anchors', () => {
    const found = files.flatMap((f) => offences(f, readFileSync(join(root, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
