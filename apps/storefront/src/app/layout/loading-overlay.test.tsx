import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/fixtures';
import { renderWithData } from '../../testing/render';
import { LoadingOverlay } from './app-shell';

describe('loading overlay', () => {
  it("shows the venue's logo over a progress bar", () => {
    const { baseElement } = renderWithData(<LoadingOverlay open />, { config: testConfig({ LogoURL: '/GT/venue-logo.svg' }) });
    expect(baseElement.querySelector('img[src="/GT/venue-logo.svg"]')).not.toBeNull();
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).toHaveClass('gt-boot-bar');
  });
});
