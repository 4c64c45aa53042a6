import { Suspense, useState } from 'react';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useUiStore } from '@/stores/ui-store';
import { once } from '../route-table';

/** The chat's code; also downloaded in the background after the first paint (warm-screens.ts). */
export const loadAiChat = once(() =>
  import('@/features/ai-trainer').then((module) => ({ default: module.AiChatModal })),
);
const AiChatModal = preloadableLazy(loadAiChat);

/**
 * The AI trainer's chat is downloaded when the app is idle or the first time someone opens it, not
 * with every screen (it is about 11 KiB gzip with its matcher and prompt rules; docs/performance.md,
 * route budgets). Once opened it stays mounted, so closing and reopening keeps the conversation on
 * screen. If its code cannot load (no signal), the boundary says so; the page around it stays.
 */
export function AiChatLoader() {
  const open = useUiStore((state) => state.isAiChatOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <AiChatModal />
      </Suspense>
    </ErrorBoundary>
  );
}
