/**
 * Providers (theme, query cache) and the router. In the browser the app makes its own query
 * cache and starts the first page's data; the server render (entry-server.tsx) passes the cache it
 * filled and a router at the page's address.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { prefetchInitialData } from './initial-data';
import { AppRouter } from './router';
import { theme } from './theme';

export function App(props: { queryClient?: QueryClient; router?: ReactNode }) {
  const [queryClient] = useState(() => {
    if (props.queryClient) return props.queryClient;
    const client = createQueryClient();
    void prefetchInitialData(client, window.location.pathname);
    return client;
  });
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {props.router ?? <AppRouter />}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
