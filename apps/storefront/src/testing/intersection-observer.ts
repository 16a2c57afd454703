/**
 * IntersectionObserver doubles for the component tests. happy-dom lays nothing out, and its own
 * observer never reports; `EverythingOnScreen` (installed by test-setup.ts) reports each observed
 * element as on screen, once, as a browser does for an element in view. `installOffScreen` puts
 * every element off screen until the test calls `bringOnScreen()`.
 */
class Observer {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  private live = true;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit | undefined,
    private readonly onObserve: (report: () => void) => void,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px';
  }
  observe(target: Element) {
    this.onObserve(() => {
      if (this.live) this.callback([{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    });
  }
  unobserve() {}
  disconnect() {
    this.live = false;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

export class EverythingOnScreen extends Observer {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    super(callback, options, (report) => queueMicrotask(report));
  }
}

/** Until `bringOnScreen()`, no observed element is reported on screen; restore with `restore()`. */
export function installOffScreen(): { bringOnScreen(): void; restore(): void } {
  const reports: (() => void)[] = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class extends Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      super(callback, options, (report) => reports.push(report));
    }
  } as unknown as typeof IntersectionObserver;
  return {
    bringOnScreen: () => reports.splice(0).forEach((report) => report()),
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
