/**
 * The documentation cannot go stale silently: every relative link of every Markdown file in the
 * repository points at a file that exists, and an anchor at a heading of that file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchors } from './markdown-anchors';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const markdownFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.includes('node_modules/'));

/** `[text](target)` and `![alt](target)` outside code blocks and inline code. */
function links(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1] as string);
}

describe('Markdown links', () => {
  it('finds the documentation', () => {
    expect(markdownFiles).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'CONTRIBUTING.md']));
  });

  for (const file of markdownFiles) {
    it(`${file}: every relative link resolves`, () => {
      const broken: string[] = [];
      const path = join(root, file);
      for (const target of links(readFileSync(path, 'utf8'))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
        const [pathPart, anchor] = target.split('#') as [string, string | undefined];
        const linked = pathPart ? resolve(dirname(path), decodeURIComponent(pathPart)) : path;
        if (!existsSync(linked)) broken.push(`${target} (no such file)`);
        else if (anchor && linked.endsWith('.md') && !anchors(linked).has(anchor)) broken.push(`${target} (no such heading)`);
      }
      expect(broken).toEqual([]);
    });
  }
});
