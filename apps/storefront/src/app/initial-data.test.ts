import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchInitialData } from './initial-data';

afterEach(() => vi.unstubAllGlobals());

/** The API paths requested when the app starts on `path`. */
function requestedOn(path: string): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return Promise.resolve(new Response('[]', { headers: { 'content-type': 'application/json' } }));
  });
  prefetchInitialData(new QueryClient(), path);
  return urls;
}

describe('first page data (issue 16: fetched while the page code loads)', () => {
  it('asks for the configuration on every page, and for the data of the page it starts on', () => {
    expect(requestedOn('/GT/products')).toEqual(['/api/v1/config', '/api/v1/DisplayAreas?type=bookingtypes']);
    expect(requestedOn('/GT/calendar/1')).toEqual(['/api/v1/config', '/api/v1/BookingTypes?BookingTypeID=1']);
    expect(requestedOn('/GT/calendar/Area/2')).toEqual(['/api/v1/config', '/api/v1/DisplayAreas?type=bookingtypes', '/api/v1/BookingTypes?DisplayArea=2']);
    expect(requestedOn('/GT/checkout')).toEqual(['/api/v1/config']);
    expect(requestedOn('/GT/calendar/x')).toEqual(['/api/v1/config']);
  });
});
