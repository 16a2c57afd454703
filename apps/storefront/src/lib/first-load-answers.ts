/**
 * The catalogue answers the server carried in the HTML shell (docs/performance.md#storefront-on-a-phone, @gt/contract/first-load):
 * a JSON object `{ [url]: body }` in `<script type="application/json" id="gt-first-load">`. Each
 * answer serves the first GET of its URL only; later requests go to the network.
 */
let answers: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  const el = typeof document === 'undefined' ? null : document.getElementById('gt-first-load');
  el?.remove();
  try {
    const parsed: unknown = JSON.parse(el?.textContent || '{}');
    return new Map(parsed && typeof parsed === 'object' ? Object.entries(parsed) : []);
  } catch {
    return new Map();
  }
}

/** Where the server's render of a page reads its answers instead (entry-server.tsx); null in the browser. */
let serverSource: ((url: string) => unknown) | null = null;

/** For the server render only: answers come from `source` (per request), not from the document. */
export function readAnswersFrom(source: (url: string) => unknown): void {
  serverSource = source;
}

/** The carried answer to `GET url` (path and query), once; undefined when there is none (left). */
export function takeFirstLoadAnswer(url: string): unknown {
  const answer = peekFirstLoadAnswer(url);
  answers?.delete(url);
  return answer;
}

/** What the server carried under `key` (e.g. @gt/contract/first-load CARRIED_CART), as often as asked. */
export function peekFirstLoadAnswer(key: string): unknown {
  if (serverSource) return serverSource(key);
  answers ??= read();
  return answers.get(key);
}
