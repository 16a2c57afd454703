import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

/** The stage an enclosing <Stages> has reached; outside one, every part shows at once. */
const StageContext = createContext(Number.POSITIVE_INFINITY);

/**
 * Draws the `<Deferred>` parts inside it one stage after the other once the page has been drawn
 * (docs/performance.md#storefront-on-a-phone): stage 1 after the first render (the server's, the hydration of its HTML, or a
 * render in the browser), stage 2 after stage 1 has been drawn, and so on up to `count`. Each
 * stage renders at low priority in short slices and is committed on its own, so a long form
 * costs several short tasks instead of one long one that would keep a phone from answering taps.
 * Only the parts re-render, not the page around them. Each drawn stage N leaves the User Timing
 * mark `gt-stage-N`: beside the main-thread tasks of a Lighthouse report or a DevTools trace, it
 * tells which task drew which part.
 */
export function Stages({ count, children }: { count: number; children: ReactNode }) {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    performance.mark(`gt-stage-${stage}`);
    if (stage < count) startTransition(() => setStage(stage + 1));
  }, [stage, count]);
  return <StageContext value={stage}>{children}</StageContext>;
}

/**
 * `children` once the enclosing <Stages> has reached `stage` (default 1), `fallback` before (the
 * server renders the fallback). The fallback keeps the part's room and paints nothing, and the
 * parts of later stages come after it on the page, so nothing visible moves when a part is drawn.
 */
export function Deferred({ stage = 1, children, fallback }: { stage?: number; children: ReactNode; fallback: ReactNode }) {
  return use(StageContext) >= stage ? children : fallback;
}
