import { Users, Wrench, X } from 'lucide-react';
import { useState } from 'react';
import { TextButton } from '@/components/ui/TextButton';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useUiStore } from '@/stores/ui-store';
import { cn } from '@/lib/cn';
import { ManageUsersModal } from './ManageUsersModal';
import { PreviewToggles } from './PreviewToggles';

/** Admin-only floating panel: preview the app as others see it, and manage users. */
export default function DevToolsPanel() {
  const [open, setOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  const showUserSignup = useUiStore((state) => state.showUserSignup);
  const setShowUserSignup = useUiStore((state) => state.setShowUserSignup);
  const mobile = useIsMobile();

  return (
    <div className={cn('fixed right-4 z-30 flex flex-col items-end gap-2', mobile ? 'bottom-24' : 'bottom-4')}>
      {open && (
        <section
          id="dev-tools-panel"
          aria-label="Dev Tools"
          className="w-72 rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            <Wrench aria-hidden="true" className="size-4" />
            Dev Tools
          </h2>
          <PreviewToggles />
          <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            <TextButton onClick={() => setShowUserSignup(true)} className="min-h-10 text-left">
              Sign Up
            </TextButton>
            <button
              type="button"
              onClick={() => setManaging(true)}
              className="flex min-h-10 items-center justify-center gap-2 rounded-lg bg-slate-900 px-3 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-white"
            >
              <Users aria-hidden="true" className="size-4" />
              Manage Users
            </button>
          </div>
        </section>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="dev-tools-panel"
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 items-center gap-2 rounded-full bg-amber-500 px-4 text-sm font-bold text-slate-950 shadow-lg hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
      >
        {open ? <X aria-hidden="true" className="size-4" /> : <Wrench aria-hidden="true" className="size-4" />}
        Dev Tools
      </button>
      {managing && <ManageUsersModal open onClose={() => setManaging(false)} />}
      {showUserSignup && <ManageUsersModal open startWithCreate onClose={() => setShowUserSignup(false)} />}
    </div>
  );
}
