/**
 * Counts how often a component renders, read from React itself the way its DevTools do: React hands
 * every committed tree to `__REACT_DEVTOOLS_GLOBAL_HOOK__`, and a fiber that rendered in that commit
 * carries the PerformedWork flag. Subtrees React skipped keep their old fibers (same child pointer
 * as the previous tree), so the walk leaves them out. No module of the app is replaced.
 *
 * The hook must exist before react-dom loads: tests/unit/setup.ts imports this file first.
 */
interface Fiber {
  type: unknown;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

const PERFORMED_WORK = 0b1;
const watched = new Map<unknown, number>();

function countRenders(fiber: Fiber): void {
  for (let node: Fiber | null = fiber; node; node = node.sibling) {
    if (watched.has(node.type) && (node.alternate === null || (node.flags & PERFORMED_WORK) !== 0)) {
      watched.set(node.type, watched.get(node.type)! + 1);
    }
    if (node.child && node.child !== node.alternate?.child) countRenders(node.child);
  }
}

const globals = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: object };
globals.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
    if (watched.size > 0 && root.current.child) countRenders(root.current.child);
  },
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
};

/**
 * Starts counting the renders of `component` (a function component, or a `memo` of one: React's
 * fibers carry the function it wraps). `count()` reads the renders since the last `reset()`;
 * `stop()` ends it.
 */
export function watchRenders(memoOrFunction: object) {
  const component = 'type' in memoOrFunction ? memoOrFunction.type : memoOrFunction;
  watched.set(component, 0);
  return {
    count: () => watched.get(component) ?? 0,
    reset: () => void watched.set(component, 0),
    stop: () => void watched.delete(component),
  };
}
