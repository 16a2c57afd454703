/**
 * A real redis-server for the tests of a lost Redis: started and stopped by the test on a free
 * port of 127.0.0.1, nothing saved to disk.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './server-process-support';

/** Whether a `redis-server` binary is on the PATH. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export interface RedisServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A redis-server on a free port, not started yet (the URL is known before it listens). */
export async function redisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
      child = proc;
      let out = '';
      await new Promise<void>((ready, fail) => {
        proc.stdout.on('data', (d) => {
          out += d;
          if (out.includes('Ready to accept connections')) ready();
        });
        proc.once('exit', (code) => fail(new Error(`redis-server exited (${code}):\n${out}`)));
      });
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
