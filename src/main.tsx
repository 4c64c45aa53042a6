import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// A production build caches the app shell so the logger reloads with no signal (see vite.config.ts).
// Registered directly rather than through workbox-window (3 KiB on every start for the same thing):
// the worker takes control at once (clientsClaim, skipWaiting), and when a new version takes over a
// page an older one controlled, the page reloads so it never mixes chunks of two builds.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const { serviceWorker } = navigator;
  const updating = Boolean(serviceWorker.controller);
  serviceWorker.addEventListener('controllerchange', () => {
    if (updating) window.location.reload();
  });
  void serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    .catch((error) => {
      console.error('Service worker registration failed', error);
    });
}
