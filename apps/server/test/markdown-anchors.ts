/**
 * Headings of a Markdown file as GitHub anchors, shared by the tests that check links into the
 * documentation (docs-links.test.ts, doc-citations.test.ts).
 */
import { readFileSync } from 'node:fs';

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of every heading of a Markdown file (headings inside code blocks are not headings). */
export function anchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1] as string)));
}
