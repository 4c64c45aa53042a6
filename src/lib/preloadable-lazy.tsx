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

/**
 * `React.lazy`, except that a module that has already arrived (`preloadModule`, or an earlier
 * mount) renders at once, without suspending. That matters for the page the app opens on: once a
 * Suspense boundary has shown its fallback, React holds the content back until 300 ms after it
 * (its fallback throttle), even when the code arrives much sooner (docs/performance.md).
 * `load` must return the same module every time (route loaders are called once).
 */
export function preloadableLazy(load: ModuleLoader): ComponentType {
  const Lazy = lazy(() => remember(load));
  function Preloadable() {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the page.
    const [Ready] = useState(() => arrived.get(load));
    return Ready ? <Ready /> : <Lazy />;
  }
  return Preloadable;
}
