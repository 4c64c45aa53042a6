import { lazy, useState, type ComponentType } from 'react';

type Module = { default: ComponentType };
export type ModuleLoader = () => Promise<Module>;

/** The component of every loader whose module has arrived, by loader. */
const arrived = new WeakMap<ModuleLoader, ComponentType>();

function remember(load: ModuleLoader): Promise<Module> {
  return load().then((module) => {
    arrived.set(load, module.default);
    return module;
  });
}

/**
 * Starts loading a module that `preloadableLazy(load)` renders. Once it has arrived, a component
 * that mounts renders it in the same pass instead of suspending. Rejects when it cannot load.
 */
export async function preloadModule(load: ModuleLoader): Promise<void> {
  await remember(load);
}

/** Gives each lazily loaded component whose module failed to load a fresh start (see below). */
const retries = new Set<() => void>();

/**
 * Lets every component whose module failed to load (no signal) load it again when it next mounts:
 * an error boundary's "Try again" calls this before it shows its content again. `React.lazy` keeps
 * a failure for good, so each failed one is replaced. Not done at the failure itself: React renders
 * the failed component once more to find the error, and a fresh one there would retry for ever.
 */
export function retryFailedModules(): void {
  for (const retry of retries) retry();
}

/**
 * `React.lazy`, except that a module that has already arrived (`preloadModule`, or an earlier
 * mount) renders at once, without suspending. That matters for the page the app opens on: once a
 * Suspense boundary has shown its fallback, React holds the content back until 300 ms after it
 * (its fallback throttle), even when the code arrives much sooner (docs/performance.md).
 * `load` must return the same module every time (route loaders are called once) and call the
 * import again after a failure (`retryFailedModules`).
 */
export function preloadableLazy(load: ModuleLoader): ComponentType {
  let failed = false;
  const fresh = (): ComponentType =>
    lazy(() =>
      remember(load).catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let Lazy = fresh();
  retries.add(() => {
    if (!failed) return;
    failed = false;
    Lazy = fresh();
  });
  function Preloadable() {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the page.
    const [Ready] = useState(() => arrived.get(load));
    return Ready ? <Ready /> : <Lazy />;
  }
  return Preloadable;
}
