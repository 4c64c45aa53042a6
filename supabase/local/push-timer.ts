/**
 * The embedded backend's stand-in for the hosted scheduler (docs/notifications.md): calls
 * push-dispatch every few seconds, never two runs at once, and logs only what went wrong or what
 * was sent, so an idle dev server stays quiet.
 */
export interface PushTimerOptions {
  intervalMs: number;
  dispatch: () => Promise<Response>;
  log: (line: string) => void;
}

export function startPushTimer(options: PushTimerOptions): { stop: () => void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const response = await options.dispatch();
      const body = (await response.json().catch(() => null)) as { claimed?: number; error?: string } | null;
      if (!response.ok) options.log(`[push] dispatch answered ${response.status}: ${body?.error ?? ''}`);
      else if (body?.claimed) options.log(`[push] ${JSON.stringify(body)}`);
    } catch (error) {
      options.log(`[push] dispatch failed: ${String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
