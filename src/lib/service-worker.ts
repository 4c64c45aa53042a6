/**
 * Registers the service worker of a production build (vite.config.ts): it precaches the app shell
 * and the logger, so a client can reload a workout with no signal. Called by the signed-in app,
 * not at start: offline use only matters once someone is signed in, and a signed-out first visit
 * then downloads only the login page (docs/performance.md).
 *
 * Registered directly rather than through workbox-window (3 KiB for the same thing). The worker
 * takes control of the pages open when it activates (clientsClaim). A page that was still loading
 * at that moment, or that was hard-reloaded, is left uncontrolled: it could not load its other
 * screens' code offline, so it asks the worker to take control (`public/sw-claim-page.js`). When a
 * new version takes over a page an older one controlled, the page reloads so it never mixes chunks
 * of two builds.
 */
export const CLAIM_PAGE_MESSAGE = { type: 'CLAIM_PAGE' } as const;

/** Whether registering worked: false when it failed or was never tried. */
let registered: Promise<boolean> = Promise.resolve(false);

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const updating = Boolean(serviceWorker.controller);
  serviceWorker.addEventListener('controllerchange', () => {
    if (updating) window.location.reload();
  });
  registered = serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    .then(() => {
      void askForControl(serviceWorker);
      return true;
    })
    .catch((error: unknown) => {
      console.error('Service worker registration failed', error);
      return false;
    });
}

/**
 * Resolves true once a service worker controls the page (what the page downloads from then on is
 * kept for use with no signal), or false when none will: a development build, no support, a failed
 * registration, or none within `timeoutMs`.
 */
export function whenControlled(timeoutMs: number): Promise<boolean> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve(false);
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (controlled: boolean) => {
      window.clearTimeout(timer);
      serviceWorker.removeEventListener('controllerchange', onChange);
      resolve(controlled);
    };
    const onChange = () => done(true);
    const timer = window.setTimeout(() => done(serviceWorker.controller !== null), timeoutMs);
    serviceWorker.addEventListener('controllerchange', onChange);
    void registered.then((ok) => {
      if (!ok) done(serviceWorker.controller !== null);
    });
  });
}

/** Once a worker is active, a page it does not control asks to be claimed. */
export async function askForControl(serviceWorker: ServiceWorkerContainer): Promise<void> {
  const { active } = await serviceWorker.ready;
  if (!active || serviceWorker.controller) return;
  if (active.state === 'activating') {
    await new Promise((resolve) => active.addEventListener('statechange', resolve, { once: true }));
  }
  if (!serviceWorker.controller) active.postMessage(CLAIM_PAGE_MESSAGE);
}
