import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX, MOBILE_LANDSCAPE_BREAKPOINT_PX } from '@/lib/constants';

/** Spec: mobile below 768 px wide, or below 1024 px wide in landscape. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px), (max-width: ${MOBILE_LANDSCAPE_BREAKPOINT_PX - 0.02}px) and (orientation: landscape)`;

export function isMobileViewport(width: number, height: number): boolean {
  return width < MOBILE_BREAKPOINT_PX || (width > height && width < MOBILE_LANDSCAPE_BREAKPOINT_PX);
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return window.matchMedia(MOBILE_MEDIA_QUERY).matches;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
