import { lazy, Suspense, useState } from 'react';
import { useUiStore } from '@/stores/ui-store';

const AiChatModal = lazy(() => import('@/features/ai-trainer').then((module) => ({ default: module.AiChatModal })));

/**
 * The AI trainer's chat is downloaded the first time someone opens it, not with every screen (it is
 * about 11 KiB gzip with its matcher and prompt rules; docs/performance.md, route budgets). Once
 * opened it stays mounted, so closing and reopening keeps the conversation on screen.
 */
export function AiChatLoader() {
  const open = useUiStore((state) => state.isAiChatOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AiChatModal />
    </Suspense>
  );
}
