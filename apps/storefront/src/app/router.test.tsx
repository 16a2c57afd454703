import { firstLoad } from '@gt/contract/first-load';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { membershipPackagesKey } from '../features/memberships/api/memberships-api';
import { publicConfigKey } from '../lib/public-config';
import { testConfig } from '../testing/fixtures';
import { AppRoutes } from './router';

/** The path the router shows now. */
function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/** Opens the app at `path` (no /GT base) with the configuration and no membership packages. */
function openAt(path: string) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('[]')));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(publicConfigKey, testConfig());
  client.setQueryData(membershipPackagesKey, []);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('route table (spec 02 §2.1: exact, case-sensitive; unknown → /not-found)', { timeout: 30_000 }, () => {
  it('sends /FindMyBooking (not /findmybooking) to /not-found, and the server carries nothing for it', async () => {
    openAt('/FindMyBooking');
    expect(await screen.findByText("The page you are looking for isn't here.", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/not-found');
    expect(firstLoad('/GT/FindMyBooking')).toBeNull();
    expect(firstLoad('/GT/findmybooking')?.page).toBe('manage-booking');
  });

  it('redirects /memberships/join/99 (no such package) to /not-found', async () => {
    openAt('/memberships/join/99');
    expect(await screen.findByText("The page you are looking for isn't here.", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/not-found');
  });
});
