import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is pending while the call runs, then calls both success callbacks with the result', async () => {
    const call = deferred<string>();
    const onSuccess = vi.fn();
    const perCall = vi.fn();
    const { result } = renderHook(() => useAction({ mutationFn: (_: number) => call.promise, onSuccess }));
    act(() => result.current.mutate(1, { onSuccess: perCall }));
    expect(result.current.isPending).toBe(true);
    await act(async () => call.resolve('done'));
    expect(result.current).toMatchObject({ isPending: false, isError: false, error: null });
    expect(onSuccess).toHaveBeenCalledWith('done');
    expect(perCall).toHaveBeenCalledWith('done');
  });

  it('keeps the error of a failed call and settles it', async () => {
    const failure = new Error('no');
    const onSettled = vi.fn();
    const { result } = renderHook(() => useAction({ mutationFn: () => Promise.reject(failure) }));
    act(() => result.current.mutate(undefined, { onSettled }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(failure);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('lets only the latest call update the state', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = [first, second];
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction({ mutationFn: () => calls.shift()!.promise, onSuccess }));
    act(() => result.current.mutate(undefined));
    act(() => result.current.mutate(undefined));
    await act(async () => first.reject(new Error('stale')));
    expect(result.current).toMatchObject({ isPending: true, isError: false });
    await act(async () => second.resolve('fresh'));
    expect(result.current.isPending).toBe(false);
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('fresh');
  });

  it("runs the hook's onSuccess after unmount, but not the per-call callbacks", async () => {
    const call = deferred<string>();
    const onSuccess = vi.fn();
    const perCall = vi.fn();
    const { result, unmount } = renderHook(() => useAction({ mutationFn: () => call.promise, onSuccess }));
    act(() => result.current.mutate(undefined, { onSuccess: perCall }));
    unmount();
    await act(async () => call.resolve('signed in'));
    expect(onSuccess).toHaveBeenCalledWith('signed in');
    expect(perCall).not.toHaveBeenCalled();
  });
});
