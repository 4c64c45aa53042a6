import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useProgramAiStore } from '../stores/program-ai-store';

const LazyProgramAiModal = lazy(() =>
  import('./ProgramAiModal').then((module) => ({ default: module.ProgramAiModal })),
);

/**
 * The "Generate with AI" dialog, loaded the first time it opens: the app shell imports this
 * feature for the chat, and the dialog's code should not ride along on every page. Once loaded it
 * stays mounted, so closing it returns focus to the button that opened it.
 */
export function ProgramAiModal(props: ComponentProps<typeof LazyProgramAiModal>) {
  const open = useProgramAiStore((state) => state.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyProgramAiModal {...props} />
    </Suspense>
  );
}
