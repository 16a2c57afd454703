/** A local webhook receiver for tests: records every request; answers the queued status codes, then 200. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Status codes to answer next on a path, in order (then 200). */
  answers: Map<string, number[]>;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 (an ephemeral port); `delayMs` before each answer. */
export async function startReceiver(opts: { delayMs?: number } = {}): Promise<Receiver> {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      const code = answers.get(req.url ?? '')?.shift() ?? 200;
      setTimeout(() => res.writeHead(code, { 'content-type': 'text/plain' }).end(code === 200 ? 'ok' : 'no'), opts.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
