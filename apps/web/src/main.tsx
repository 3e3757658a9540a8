import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
// The Arabic font ships with the app (no outside requests); the browser fetches only the subsets a page uses.
import './app/fonts.css';
import './app/global.css';
import { preloadScreen } from './app/AppShell';
import { Providers } from './app/Providers';
import { router } from './app/router';
import { registerServiceWorker } from './pwa/service-worker';

preloadScreen(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
registerServiceWorker();
