import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchInitialData } from './app/initial-data';
import { loadPageCode } from './app/router';
import { createQueryClient } from './lib/query-client';
import { keepCheckoutCookie } from './stores/checkout-cookie';

keepCheckoutCookie();
const root = document.getElementById('root') as HTMLElement;
// A page the server rendered (entry-server.tsx) is taken over once its code and the answers it
// was rendered from are here (carried in the page), so that the first render matches the
// server's; the others start from the start-up overlay.
if (root.hasAttribute('data-rendered')) {
  const queryClient = createQueryClient();
  const path = window.location.pathname;
  void Promise.all([loadPageCode(path), prefetchInitialData(queryClient, path)]).finally(() =>
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
