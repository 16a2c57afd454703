/**
 * Providers (query cache) and the router. In the browser the app makes its own query cache and
 * starts the first page's data; the server render (entry-server.tsx) passes the cache it filled
 * and a router at the page's address. The page base and the shell are styled by app/shell.css;
 * MUI's theme is provided by the pages that draw with it (app/page-theme.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { prefetchInitialData } from './initial-data';
import { AppRouter } from './router';

export function App(props: { queryClient?: QueryClient; router?: ReactNode }) {
  const [queryClient] = useState(() => {
    if (props.queryClient) return props.queryClient;
    const client = createQueryClient();
    void prefetchInitialData(client, window.location.pathname);
    return client;
  });
  return <QueryClientProvider client={queryClient}>{props.router ?? <AppRouter />}</QueryClientProvider>;
}
