/** Providers (theme, query cache) and the router. */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { prefetchInitialData } from './initial-data';
import { AppRouter } from './router';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchInitialData(client, window.location.pathname);
    return client;
  });
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
