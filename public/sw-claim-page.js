// Loaded by the generated service worker (vite.config.ts, workbox.importScripts). A page that loaded
// while this worker was still activating, or with a hard reload, is not controlled by it: it asks,
// and the worker takes control, so the page can still load its screens' code with no signal.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'CLAIM_PAGE') event.waitUntil(self.clients.claim());
});
