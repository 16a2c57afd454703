/**
 * GET /metrics with several server processes (GT_WORKERS > 1, cluster.ts;
 * docs/architecture.md#resilience): each process counts in its own registry, and a scrape lands on
 * any one of them. The process that receives the scrape asks the cluster primary over IPC; the
 * primary collects every process's registry with prom-client's AggregatorRegistry
 * (`clusterMetrics()`) and answers with one figure per metric, combined by the metric's
 * `aggregator` (counters and histograms summed, pool connections summed, the outbox backlog that
 * every process reads from the same table taken once, Node's process metrics as prom-client
 * combines them).
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'gt:cluster-metrics-request';
const ANSWER = 'gt:cluster-metrics-answer';
/** prom-client gives up on a silent worker after 5 s; a little more here. */
const WAIT_MS = 6000;

type Answer = { type: typeof ANSWER; id: string; text?: string; error?: string };
const isMessage = <T extends { type: string }>(msg: unknown, type: T['type']): msg is T => (msg as { type?: unknown } | null)?.type === type;

/** In the cluster primary: answers every worker's request with all workers' metrics combined. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, msg: unknown) => {
    if (!isMessage<{ type: typeof REQUEST; id: string }>(msg, REQUEST)) return;
    const answer = (a: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: msg.id, ...a } satisfies Answer);
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (err: Error) => answer({ error: err.message }),
    );
  });
}

/**
 * In a cluster worker: offers `registry` to the primary's collection and returns the scrape of
 * GET /metrics, which asks the primary (Prometheus text of every process combined). Rejects when
 * the primary does not answer within 6 s or a worker did not report.
 */
export function clusterScrape(registry: Registry): () => Promise<string> {
  new AggregatorRegistry(); // installs prom-client's answer to the primary's collection requests
  AggregatorRegistry.setRegistries([registry]);
  const waiting = new Map<string, (a: Answer) => void>();
  process.on('message', (msg: unknown) => {
    if (isMessage<Answer>(msg, ANSWER)) waiting.get(msg.id)?.(msg);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => settle({ type: ANSWER, id, error: 'the cluster primary did not answer' }), WAIT_MS);
      function settle(a: Answer) {
        clearTimeout(timer);
        waiting.delete(id);
        if (a.text !== undefined) resolve(a.text);
        else reject(new Error(a.error));
      }
      waiting.set(id, settle);
      process.send?.({ type: REQUEST, id }, undefined, undefined, (err: Error | null) => {
        if (err) settle({ type: ANSWER, id, error: err.message });
      });
    });
}
