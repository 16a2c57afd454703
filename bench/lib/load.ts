/**
 * HTTP load with autocannon (in this process; the server is another process). `fire` runs a
 * fixed request for a duration; `fireChain` runs a per-connection sequence of requests whose
 * bodies depend on earlier responses (autocannon's `requests` with a per-connection context).
 */
import autocannon from 'autocannon';

export interface LoadStats {
  ms: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  p50Ms: number;
  p99Ms: number;
  statusCodes: Record<string, number>;
}

function stats(r: autocannon.Result): LoadStats {
  return {
    ms: r.duration * 1000,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count])),
  };
}

export async function fire(o: {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  connections: number;
  seconds: number;
}): Promise<LoadStats> {
  const r = await autocannon({
    url: o.url,
    method: o.method,
    headers: { 'content-type': 'application/json' },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
    connections: o.connections,
    duration: o.seconds,
    timeout: 30,
  });
  return stats(r);
}

export async function fireChain(o: { url: string; requests: autocannon.Request[]; connections: number; seconds: number }): Promise<LoadStats> {
  const r = await autocannon({ url: o.url, requests: o.requests, connections: o.connections, duration: o.seconds, timeout: 30 });
  return stats(r);
}
