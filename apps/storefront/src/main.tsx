import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPageCode } from './app/router';

const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page the server rendered (entry-server.tsx) is taken over once its code is here; the others
// start from the start-up overlay.
if (root.hasAttribute('data-rendered')) void loadPageCode(window.location.pathname).finally(() => hydrateRoot(root, app));
else createRoot(root).render(app);
