import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { isOnline } from '@/lib/connectivity';
import { retryFailedModules } from '@/lib/preloadable-lazy';
import { Button } from './Button';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error (e.g. the current path). */
  resetKey?: string;
  /**
   * Shown instead of the message when the content fails: for an optional part of a page (the
   * development build's demo panel on the login page), where nothing at all is the right answer.
   */
  fallback?: ReactNode;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/**
 * Keeps one broken screen (or a chunk that failed to download) from blanking the whole app. Placed
 * around the content area (app/layout/AppShell.tsx), so the header, navigation and Sign out stay.
 * A screen whose code is not on the device (no signal) says so and offers "Try again", which
 * loads it again in place (and is tried by itself when the signal comes back).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retryChunk);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryChunk);
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedModules();
    this.setState({ error: null });
  };

  private readonly retryChunk = () => {
    if (this.state.error && isChunkLoadError(this.state.error)) this.retry();
  };

  override render() {
    // "Try again" clears the error: the content mounts afresh, and a lazily loaded screen loads again.
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    if (isChunkLoadError(error)) {
      const offline = !isOnline();
      return (
        <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
          <h1 className="text-xl font-bold text-slate-900 dark:text-white">
            {offline ? 'You are offline' : 'This screen could not load'}
          </h1>
          <p className="text-slate-600 dark:text-slate-400">
            This screen is not on this device yet. It opens once you are back online; everything else keeps working.
          </p>
          <Button onClick={this.retry}>Try again</Button>
        </div>
      );
    }
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <h1 className="text-xl font-bold text-slate-900 dark:text-white">Something went wrong</h1>
        <p className="text-slate-600 dark:text-slate-400">
          This screen could not be shown. Check your connection and try again.
        </p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    );
  }
}
