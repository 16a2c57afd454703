import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestStore } from './harness';

describe('the back office service worker and camera (the door scanner offline)', () => {
  it('serves /admin/sw.js uncached, lets /admin pages run it and use the camera only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gt-backoffice-sw-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Back office</title><script src="/admin/registerSW.js"></script>');
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    const app = await startTestStore({ seed: false, config: { BackofficeDir: dir } });
    try {
      const sw = await app.app.inject({ method: 'GET', url: '/admin/sw.js' });
      expect([sw.statusCode, sw.headers['cache-control']]).toEqual([200, 'no-cache']);
      expect(sw.headers['content-type']).toContain('javascript');
      for (const url of ['/admin/scanner', '/admin/sw.js']) {
        const res = await app.app.inject({ method: 'GET', url });
        expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
        expect(res.headers['permissions-policy']).toBe('camera=(self), microphone=(), geolocation=(), payment=()');
      }
    } finally {
      await app.close();
    }
  });
});
