import { useCallback, useEffect, useRef, useState } from 'react';

export interface ActionOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData) => void;
}

export interface Action<TVariables, TData> {
  mutate: (variables: TVariables, options?: CallOptions<TData>) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface CallOptions<TData> {
  onSuccess?: (data: TData) => void;
  /** After success or failure of this call, unless a later call superseded it. */
  onSettled?: () => void;
}

type ActionState = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown };

/**
 * A one-off async action with pending and error state: the part of react-query's useMutation the
 * signed-out screens use, without a query client. Those screens are the first thing a new visitor
 * downloads, and react-query is about 10 KiB gzip of it (docs/performance.md, route budgets).
 * Only the latest call updates the state; nothing but the hook's `onSuccess` runs after unmount.
 */
export function useAction<TVariables, TData = unknown>({
  mutationFn,
  onSuccess,
}: ActionOptions<TVariables, TData>): Action<TVariables, TData> {
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  const latest = useRef({ mutationFn, onSuccess });
  const call = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    latest.current = { mutationFn, onSuccess };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((variables: TVariables, options?: CallOptions<TData>) => {
    const id = ++call.current;
    const current = () => mounted.current && id === call.current;
    setState({ status: 'pending' });
    latest.current.mutationFn(variables).then(
      (data) => {
        // Like useMutation: the hook's own callback runs even if the screen has gone (a form that
        // signs someone in unmounts itself), the per-call ones only while it is there.
        latest.current.onSuccess?.(data);
        if (!current()) return;
        setState({ status: 'success' });
        options?.onSuccess?.(data);
        options?.onSettled?.();
      },
      (error: unknown) => {
        if (!current()) return;
        setState({ status: 'error', error });
        options?.onSettled?.();
      },
    );
  }, []);

  return {
    mutate,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
  };
}
