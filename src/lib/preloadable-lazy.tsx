import { lazy, useState, type ComponentType } from 'react';

type Module<Props> = { default: ComponentType<Props> };
/** Loads a module whose default export is a component (of `Props`; a page takes none). */
export type ModuleLoader<Props = object> = () => Promise<Module<Props>>;
/** Any such loader, whatever its component's props (what `preloadModule` takes). */
export type AnyModuleLoader = () => Promise<{ default: unknown }>;

/** The component of every loader whose module has arrived, by loader. */
const arrived = new WeakMap<object, unknown>();

function remember<M extends { default: unknown }>(load: () => Promise<M>): Promise<M> {
  return load().then((module) => {
    arrived.set(load, module.default);
    return module;
  });
}

/**
 * Starts loading a module that `preloadableLazy(load)` renders. Once it has arrived, a component
 * that mounts renders it in the same pass instead of suspending. Rejects when it cannot load.
 */
export async function preloadModule(load: AnyModuleLoader): Promise<void> {
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
export function preloadableLazy<Props extends object = object>(load: ModuleLoader<Props>): ComponentType<Props> {
  let failed = false;
  const fresh = () =>
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
  function Preloadable(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the page.
    const [Ready] = useState(() => arrived.get(load) as ComponentType<Props> | undefined);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Preloadable;
}
