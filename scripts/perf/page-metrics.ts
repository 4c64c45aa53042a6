// Code that runs inside the page (passed to page.evaluate / addInitScript): Web Vitals from the
// browser's own Performance APIs, and input-to-paint samples. Kept free of imports for that reason.

declare global {
  interface Window {
    __perf: { lcp: number; cls: number; tbt: number; events: number[]; paints: Array<{ kind: string; ms: number }> };
  }
}

/** Installed before any page script: LCP, CLS (excluding shifts right after input), TBT, Event Timing. */
export function installObservers(): void {
  window.__perf = { lcp: 0, cls: 0, tbt: 0, events: [], paints: [] };
  const perf = window.__perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) perf.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.tbt += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.name === 'keydown' || entry.name === 'keyup' || entry.name === 'input')
        perf.events.push(entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/**
 * Input-to-paint: from the input event's own timestamp to just after the next frame that shows
 * the change (a rAF callback runs before that frame paints; a message posted from it runs after).
 */
export function recordInputToPaint(staleResults: string | null = null): void {
  const perf = window.__perf;
  const afterThisFrame = (kind: string, start: number) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => perf.paints.push({ kind, ms: performance.now() - start });
    channel.port2.postMessage(null);
  };
  const afterNextPaint = (kind: string, start: number) => requestAnimationFrame(() => afterThisFrame(kind, start));
  window.addEventListener(
    'keydown',
    (event) => {
      afterNextPaint('keystroke', event.timeStamp);
      // With `staleResults` (a selector matching results not yet filtered for the latest input):
      // also from the key to the first frame that shows the box's new text with its results.
      if (!staleResults || !(event.target instanceof HTMLInputElement)) return;
      const input = event.target;
      const before = input.value;
      const check = () =>
        input.value !== before && !document.querySelector(staleResults)
          ? afterThisFrame('results', event.timeStamp)
          : requestAnimationFrame(check);
      requestAnimationFrame(check);
    },
    true,
  );
  window.addEventListener(
    'click',
    (event) => {
      const box = (event.target as Element).closest('[role="checkbox"]');
      if (!box) return;
      const before = box.getAttribute('aria-checked');
      const start = event.timeStamp;
      const waitForChange = () =>
        box.getAttribute('aria-checked') !== before
          ? afterNextPaint('complete', start)
          : requestAnimationFrame(waitForChange);
      queueMicrotask(waitForChange);
    },
    true,
  );
}

/**
 * The backend requests the page made so far, grouped into rounds: a request that starts after every
 * earlier one has finished begins a new round (it waited for something). Few rounds means the
 * reads started together rather than one after another.
 */
export function backendRounds(): { requests: number; rounds: number; spanMs: number; list: string[] } {
  const api = /\/(rest|auth|storage|functions)\/v1\//;
  const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => api.test(entry.name))
    .sort((a, b) => a.startTime - b.startTime);
  let rounds = 0;
  let roundEnd = -1;
  const list: string[] = [];
  for (const entry of entries) {
    if (entry.startTime >= roundEnd) rounds += 1;
    roundEnd = Math.max(roundEnd, entry.responseEnd);
    const url = new URL(entry.name);
    list.push(
      `${rounds} ${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)} ${url.pathname}${url.search.slice(0, 60)}`,
    );
  }
  const spanMs = entries.length ? Math.max(...entries.map((e) => e.responseEnd)) - entries[0]!.startTime : 0;
  return { requests: entries.length, rounds, spanMs, list };
}
