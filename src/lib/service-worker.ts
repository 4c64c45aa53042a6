/**
 * Registers the service worker of a production build (vite.config.ts): it precaches the app shell
 * and the logger, so a client can reload a workout with no signal. Called by the signed-in app,
 * not at start: offline use only matters once someone is signed in, and a signed-out first visit
 * then downloads only the login page (docs/performance.md).
 *
 * Registered directly rather than through workbox-window (3 KiB for the same thing): the worker
 * takes control at once (clientsClaim, skipWaiting), and when a new version takes over a page an
 * older one controlled, the page reloads so it never mixes chunks of two builds.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
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
