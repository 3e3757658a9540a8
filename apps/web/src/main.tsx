import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
// The Arabic font ships with the app (no outside requests); the browser fetches only the subsets a page uses.
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import './app/global.css';
import { Providers } from './app/Providers';
import { router } from './app/router';
import { registerServiceWorker } from './pwa/service-worker';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
registerServiceWorker();
