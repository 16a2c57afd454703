import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The API client of a fresh page whose HTML carries `answers` (as the server writes them). */
async function pageCarrying(answers: Record<string, unknown>) {
  vi.resetModules();
  document.body.innerHTML = `<script type="application/json" id="gt-first-load">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script><div id="root"></div>`;
  return import('./api-client');
}

const fetched: string[] = [];
beforeEach(() => {
  fetched.length = 0;
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.resolve(new Response(JSON.stringify({ from: 'network' })));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('answers carried in the HTML shell', () => {
  it('answers the first GET of a carried URL without fetching, then goes to the network', async () => {
    const { apiRequest } = await pageCarrying({ '/api/v1/DisplayAreas?type=bookingtypes': [{ AreaName: 'Aquarium <b>' }] });
    expect(document.getElementById('gt-first-load')).not.toBeNull();
    expect(await apiRequest('/api/v1/DisplayAreas?type=bookingtypes', { what: 'load display areas' })).toEqual([{ AreaName: 'Aquarium <b>' }]);
    expect(fetched).toEqual([]);
    // The element is gone once read: the page holds no second copy of the data.
    expect(document.getElementById('gt-first-load')).toBeNull();
    expect(await apiRequest('/api/v1/DisplayAreas?type=bookingtypes', { what: 'load display areas' })).toEqual({ from: 'network' });
    expect(fetched).toEqual(['/api/v1/DisplayAreas?type=bookingtypes']);
  });

  it('fetches what is not carried, and never answers a write or a request that reads the response headers', async () => {
    const { apiRequest } = await pageCarrying({ '/api/v1/config': { VenueName: 'Carried' } });
    expect(await apiRequest('/api/v1/BookingTypes?BookingTypeID=1', { what: 'load booking types' })).toEqual({ from: 'network' });
    expect(await apiRequest('/api/v1/config', { what: 'x', method: 'POST', body: {} })).toEqual({ from: 'network' });
    expect(await apiRequest('/api/v1/config', { what: 'x', onResponse: () => undefined })).toEqual({ from: 'network' });
    expect(await apiRequest('/api/v1/config', { what: 'x' })).toEqual({ VenueName: 'Carried' });
    expect(fetched).toEqual(['/api/v1/BookingTypes?BookingTypeID=1', '/api/v1/config', '/api/v1/config']);
  });

  it('ignores a shell without carried answers or with a broken one', async () => {
    vi.resetModules();
    document.body.innerHTML = '<script type="application/json" id="gt-first-load">{not json</script>';
    const { apiRequest } = await import('./api-client');
    expect(await apiRequest('/api/v1/config', { what: 'x' })).toEqual({ from: 'network' });
  });
});
