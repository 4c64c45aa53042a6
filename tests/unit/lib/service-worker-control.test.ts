import { describe, expect, it, vi } from 'vitest';
import { askForControl, CLAIM_PAGE_MESSAGE } from '@/lib/service-worker';

/** A registration's active worker, whose state the test moves on. */
function fakeWorker(state: ServiceWorkerState) {
  const worker = Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
  const activate = () => {
    worker.state = 'activated';
    worker.dispatchEvent(new Event('statechange'));
  };
  return { worker, activate };
}

/** The page's container; `control.current` is the worker controlling the page, if any. */
function fakeContainer(active: ReturnType<typeof fakeWorker>['worker'], control: { current: object | null }) {
  return {
    ready: Promise.resolve({ active }),
    get controller() {
      return control.current;
    },
  } as unknown as ServiceWorkerContainer;
}

describe('askForControl', () => {
  it('asks the active worker to take control of a page it does not control', async () => {
    const { worker } = fakeWorker('activated');
    await askForControl(fakeContainer(worker, { current: null }));
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith(CLAIM_PAGE_MESSAGE);
  });

  it('asks nothing of a worker that already controls the page', async () => {
    const { worker } = fakeWorker('activated');
    await askForControl(fakeContainer(worker, { current: worker }));
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('waits for a worker still activating, and asks only if its own claim left the page out', async () => {
    const left = fakeWorker('activating');
    const leftOut = askForControl(fakeContainer(left.worker, { current: null }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(left.worker.postMessage).not.toHaveBeenCalled();
    left.activate();
    await leftOut;
    expect(left.worker.postMessage).toHaveBeenCalledExactlyOnceWith(CLAIM_PAGE_MESSAGE);

    const claimed = fakeWorker('activating');
    const control: { current: object | null } = { current: null };
    const asking = askForControl(fakeContainer(claimed.worker, control));
    await new Promise((resolve) => setTimeout(resolve, 0));
    control.current = claimed.worker;
    claimed.activate();
    await asking;
    expect(claimed.worker.postMessage).not.toHaveBeenCalled();
  });
});
