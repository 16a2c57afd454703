/** Providers (theme, query cache) and the router. */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { prefetchInitialData } from './initial-data';
import { createAppRouter } from './router';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchInitialData(client, window.location.pathname);
    return client;
  });
  const [router] = useState(createAppRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
