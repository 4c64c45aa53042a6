import { useSyncExternalStore } from 'react';
import { isOnline, onDisconnect, onReconnect } from './connectivity';

function subscribe(listener: () => void): () => void {
  const offReconnect = onReconnect(listener);
  const offDisconnect = onDisconnect(listener);
  return () => {
    offReconnect();
    offDisconnect();
  };
}

/** `isOnline()` as React state: re-renders when the network goes or comes back. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
