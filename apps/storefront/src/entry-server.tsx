/**
 * The server render of a catalogue page (docs/performance.md#storefront-on-a-phone): the page's HTML with the catalogue answers the
 * server carries in the shell (apps/server/src/http/first-load.ts), so that the heading, the
 * cards and their images show before any script has run; start.tsx then hydrates it. Built with
 * the storefront (vite.config.ts `serverRender`) into dist-ssr/ and loaded by the server. What needs the browser (the cart,
 * the month calendar, availability) renders on the client: the server renders the start state of
 * every store and the Suspense fallbacks of what it has no answer for.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { AppRoutes } from './app/router';
import { prefetchInitialData } from './app/initial-data';
import { readAnswersFrom } from './lib/first-load-answers';
import { createQueryClient } from './lib/query-client';

const answersOfRequest = new AsyncLocalStorage<ReadonlyMap<string, unknown>>();
readAnswersFrom((url) => answersOfRequest.getStore()?.get(url));

/** How long a render may take before it is given up (the server then sends the plain shell). */
const RENDER_TIMEOUT_MS = 2000;

/**
 * Renders the page at `location` (path and query, with the /GT base) from `answers` (URL → the
 * API's answer). Resolves to the HTML inside `#root`, led by the style elements of the page (which
 * the browser's Emotion moves into the head before hydrating); rejects
 * when the page cannot be rendered (the caller falls back to the plain shell).
 */
export function renderPage(location: string, answers: ReadonlyMap<string, unknown>): Promise<string> {
  return answersOfRequest.run(answers, async () => {
    const queryClient = createQueryClient();
    // What is not carried fails at once here (no retry): its part of the page renders in the browser.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    await prefetchInitialData(queryClient, location.split('?')[0] ?? location);
    // The page's styles are collected in a style cache of this render and written once before its
    // HTML (Emotion's inline style elements lose a style written in a render attempt that
    // suspended, and its shared cache those of earlier renders: the cards then laid out unstyled
    // until the scripts ran). The key is the browser's, which adopts these styles.
    const styles = createCache({ key: 'css' });
    styles.compat = true;
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <CacheProvider value={styles}>
          <App
            queryClient={queryClient}
            router={
              <StaticRouter basename="/GT" location={location}>
                <AppRoutes />
              </StaticRouter>
            }
          />
        </CacheProvider>
      </StrictMode>,
      {
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        // Every boundary inline, in order: no script reveals parts later (the CSP allows none).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: () => undefined,
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
    queryClient.clear();
    const html = Buffer.concat(chunks).toString('utf8');
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(styles);
    return constructStyleTagsFromChunks(extractCriticalToChunks(html)) + html;
  });
}
