import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { preloadModule, preloadableLazy, type ModuleLoader } from '@/lib/preloadable-lazy';

function deferredModule(text: string) {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const pending = new Promise<{ default: () => ReactNode }>((done, fail) => {
    resolve = () => done({ default: () => <p>{text}</p> });
    reject = fail;
  });
  let calls = 0;
  const load: ModuleLoader = () => {
    calls += 1;
    return pending;
  };
  return { load, resolve, reject, calls: () => calls };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function mount(Page: ReturnType<typeof preloadableLazy>) {
  return render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
}

describe('preloadableLazy', () => {
  it('draws a module that has already arrived in the first render, never the fallback', async () => {
    const page = deferredModule('Today');
    const Page = preloadableLazy(page.load);
    const preloaded = preloadModule(page.load);
    page.resolve();
    await preloaded;
    mount(Page);
    // Synchronously after render: no Suspense round, so no fallback and no throttle.
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends like React.lazy while the module is on its way', async () => {
    const page = deferredModule('Progress');
    const Page = preloadableLazy(page.load);
    mount(Page);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => page.resolve());
    expect(await screen.findByText('Progress')).toBeInTheDocument();
    expect(page.calls()).toBe(1);
  });

  it('hands a module that cannot load to the error boundary, and rejects its preload', async () => {
    const page = deferredModule('never');
    const Page = preloadableLazy(page.load);
    const preloaded = preloadModule(page.load);
    page.reject(new Error('chunk gone'));
    await expect(preloaded).rejects.toThrow('chunk gone');
    // React reports the error it hands to the boundary; that report is expected here.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mount(Page);
    expect(await screen.findByText('failed: chunk gone')).toBeInTheDocument();
    report.mockRestore();
  });
});

describe('a module that failed to load, tried again (issue 23)', () => {
  it('shows the offline notice in the boundary, then the page once "Try again" finds its code', async () => {
    // A loader that, like the route table's, calls the import again after a failure.
    let available = false;
    let calls = 0;
    const load: ModuleLoader = () => {
      calls += 1;
      return available
        ? Promise.resolve({ default: () => <p>Settings</p> })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/SettingsPage.js'));
    };
    const Page = preloadableLazy(load);
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText(/not on this device yet/)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    const failedCalls = calls;

    // Still not there: the retry fails the same way, once, and the notice stays.
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText(/not on this device yet/)).toBeInTheDocument();
    expect(calls).toBe(failedCalls + 1);

    available = true;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('Settings')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    report.mockRestore();
  });

  it('tries again by itself when the signal comes back', async () => {
    let available = false;
    const load: ModuleLoader = () =>
      available
        ? Promise.resolve({ default: () => <p>Messages</p> })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/InboxPage.js'));
    const Page = preloadableLazy(load);
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText(/not on this device yet/)).toBeInTheDocument();
    available = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Messages')).toBeInTheDocument();
    report.mockRestore();
  });
});
