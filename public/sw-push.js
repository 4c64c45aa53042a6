// Loaded by the generated service worker (vite.config.ts, workbox.importScripts): Web Push
// (docs/notifications.md). The payload is what push-dispatch sends, decrypted by the browser:
// { id, kind, title, body, link, tag }. Title and body are plain text (a notification shows text
// only); link is an in-app path, and nothing else is ever opened.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Liftwise';
  const link = typeof data.link === 'string' && /^\/(?![/\\])/.test(data.link) ? data.link : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      // A newer message in the same conversation (same tag) still alerts.
      renotify: typeof data.tag === 'string',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      data: { link, id: data.id },
    }),
  );
});

// Focus a window of the app already open (and take it to the link), or open one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  const target = new URL(link, self.registration.scope).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // navigate() works only on a window this worker controls; otherwise focusing is enough.
        return open
          .focus()
          .then((client) => (client && 'navigate' in client ? client.navigate(target) : client))
          .catch(() => undefined);
      }
      return self.clients.openWindow(target);
    }),
  );
});
