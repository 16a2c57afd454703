/** Renders a component with a query cache pre-filled with the configuration (and other data). */
import type { PublicConfig } from '@gt/contract/config';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';
import { publicConfigKey } from '../lib/public-config';

export function renderWithData(ui: ReactNode, opts: { config: PublicConfig; data?: [QueryKey, unknown][] }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  client.setQueryData(publicConfigKey, opts.config);
  for (const [key, value] of opts.data ?? []) client.setQueryData(key, value);
  return {
    client,
    ...render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    ),
  };
}

/** Resizes happy-dom's window (media queries follow), e.g. 375 for a phone; 1024 is the default. */
export function setViewportWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });
}
