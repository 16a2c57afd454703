/**
 * One Lighthouse navigation (npm `lighthouse`, Debian Chromium through chrome-launcher and
 * puppeteer-core) and the figures bench:web keeps from it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { desktopConfig, navigation } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { WebRoute } from './routes';

export type FormFactor = 'mobile' | 'desktop';

/** Figures of one run: score 0–100, times in ms, CLS unitless, sizes in bytes transferred. */
export interface RunFigures {
  score: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  jsBytes: number;
  /** Lighthouse's CPU benchmark index of this machine at the time (lower = busier machine). */
  benchmarkIndex: number;
  /** Requests of the load (every resource type). */
  requests: number;
  /** Script requests of the load. */
  scriptRequests: number;
  /** Longest critical request chain: requests in it, and its duration in ms. */
  chainLength: number;
  chainMs: number;
  /** Main-thread work during the load (ms at the simulated CPU), and the script part of it. */
  mainThreadMs: number;
  scriptEvalMs: number;
  lcpElement?: string;
  /** Paths (under the origin) of the scripts the page loaded, in request order. */
  scripts: string[];
}

export interface WebBrowser {
  browser: Browser;
  close(): Promise<void>;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Launches Chromium (CHROME_PATH, default /usr/bin/chromium) with the DevTools port open. */
export async function launchBrowser(): Promise<WebBrowser> {
  const chrome: LaunchedChrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return {
    browser,
    async close() {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof navigation>>>['lhr'];

const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Script bytes transferred, from the resource summary audit. */
function scriptBytes(lhr: Lhr): number {
  const items =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return items.find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN;
}

interface ChainNode {
  request: { endTime: number; startTime: number };
  children?: Record<string, ChainNode>;
}

/** The longest critical request chain: its request count and its duration (ms). */
function longestChain(lhr: Lhr): { length: number; ms: number } {
  const chains = (lhr.audits['critical-request-chains']?.details as { chains?: Record<string, ChainNode> } | undefined)?.chains ?? {};
  let best = { length: 0, ms: 0 };
  const walk = (node: ChainNode, depth: number, start: number) => {
    const kids = Object.values(node.children ?? {});
    if (kids.length === 0) {
      const ms = (node.request.endTime - start) * 1000;
      if (depth > best.length || (depth === best.length && ms > best.ms)) best = { length: depth, ms };
    }
    for (const kid of kids) walk(kid, depth + 1, start);
  };
  for (const root of Object.values(chains)) walk(root, 1, root.request.startTime);
  return best;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

function networkItems(lhr: Lhr): NetworkItem[] {
  return (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
}

/** Script time of the main-thread breakdown (evaluation, parse and compile), ms. */
function scriptEvalMs(lhr: Lhr): number {
  const items = (lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? [];
  return items.filter((i) => i.group === 'scriptEvaluation' || i.group === 'scriptParseCompile').reduce((s, i) => s + i.duration, 0);
}

function lcpElement(lhr: Lhr): string | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet;
}

/**
 * BENCH_WEB_LHR=<folder>: every run's whole Lighthouse report goes there as
 * `<route>-<preset>-<time>.json`, for its diagnostics (long tasks, bootup time, request chains).
 */
function saveReport(lhr: Lhr, route: WebRoute, formFactor: FormFactor): void {
  const dir = process.env.BENCH_WEB_LHR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${route.name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}-${formFactor}-${Date.now()}.json`;
  writeFileSync(join(dir, name), JSON.stringify(lhr));
}

/**
 * A cold load of the route in a new tab: storage, cookies and HTTP cache cleared first (a new
 * visitor: e.g. no checkout cart cookie left by another route's run); with `prepare`, the tab is
 * prepared (e.g. a cart filled through the UI), then only the HTTP cache is cleared so the load is
 * still cold for the network but keeps the tab's session storage and cookies.
 */
async function measureOnce(web: WebBrowser, origin: string, route: WebRoute, formFactor: FormFactor): Promise<RunFigures> {
  const page = await web.browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    if (route.prepare) {
      await route.prepare(page, origin);
      await cdp.send('Network.clearBrowserCache');
    } else {
      // Lighthouse's own storage reset leaves cookies.
      await cdp.send('Network.clearBrowserCookies');
    }
    await cdp.detach();
    const result = await navigation(page, origin + route.path, {
      config: formFactor === 'desktop' ? desktopConfig : undefined,
      flags: {
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: route.prepare !== undefined,
      },
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${route.name}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    saveReport(lhr, route, formFactor);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const requests = networkItems(lhr);
    const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin)).map((r) => new URL(r.url).pathname);
    const chain = longestChain(lhr);
    return {
      score: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      transferredBytes: numeric(lhr, 'total-byte-weight'),
      jsBytes: scriptBytes(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      requests: requests.length,
      scriptRequests: scripts.length,
      chainLength: chain.length,
      chainMs: chain.ms,
      mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
      scriptEvalMs: scriptEvalMs(lhr),
      lcpElement: lcpElement(lhr),
      scripts,
    };
  } finally {
    await page.close().catch(() => undefined);
  }
}

/**
 * `measureOnce` with up to 3 attempts: on a busy machine Lighthouse now and then loses its trace
 * (NO_NAVSTART, NO_FCP). Throws the last error when every attempt failed.
 */
export async function measure(web: WebBrowser, origin: string, route: WebRoute, formFactor: FormFactor, log: (s: string) => void): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(web, origin, route, formFactor);
    } catch (err) {
      if (attempt >= 3) throw err;
      log(`attempt ${attempt} failed (${err instanceof Error ? err.message : String(err)}), again`);
    }
  }
}
