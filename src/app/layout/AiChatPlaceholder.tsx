import { Sparkles } from 'lucide-react';
import { Modal } from '@/components/ui/Modal';
import { useUiStore } from '@/stores/ui-store';

/** Where the AI Trainer chat opens; the chat itself arrives with the AI work. */
export function AiChatPlaceholder() {
  const open = useUiStore((state) => state.isAiChatOpen);
  const setOpen = useUiStore((state) => state.setAiChatOpen);
  return (
    <Modal title="AI Trainer" open={open} onClose={() => setOpen(false)}>
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <Sparkles aria-hidden="true" className="size-8 text-emerald-500" />
        <p className="text-slate-700 dark:text-slate-200">
          Your AI trainer is coming soon. It will build workouts from your profile and history.
        </p>
      </div>
    </Modal>
  );
}
