import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DisplayAreaList } from '../../products/components/display-area-list';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { MembershipsPage } from './memberships-page';

afterEach(() => vi.unstubAllGlobals());

describe('a 204 (no content) answer shows the spec 01 §8 text, not "Unexpected end of JSON input"', () => {
  it('membership packages: "No membership packages record found"', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
    renderWithData(<MembershipsPage />, { config: testConfig() });
    expect(await screen.findByText('No membership packages record found')).toBeVisible();
    expect(screen.queryByText(/Unexpected end of JSON input/)).toBeNull();
  });

  it('display areas: "No display areas record found."', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
    renderWithData(
      <Suspense fallback="loading">
        <DisplayAreaList />
      </Suspense>,
      { config: testConfig() },
    );
    expect(await screen.findByText('No display areas record found.')).toBeVisible();
  });
});
