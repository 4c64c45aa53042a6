import { Users, Wrench, X } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { TextButton } from '@/components/ui/TextButton';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useUiStore } from '@/stores/ui-store';
import { cn } from '@/lib/cn';
import { ManageUsersModal } from './ManageUsersModal';
import { PreviewToggles } from './PreviewToggles';

/**
 * Admin-only floating panel: preview the app as others see it, and manage users. On a phone the
 * shell gives it a slot in the header (`headerSlot`): the button sits there and the panel drops
 * down under the header, so nothing floats over the page's content.
 */
export default function DevToolsPanel({ headerSlot = null }: { headerSlot?: HTMLElement | null }) {
  const [open, setOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  const showUserSignup = useUiStore((state) => state.showUserSignup);
  const setShowUserSignup = useUiStore((state) => state.setShowUserSignup);
  const mobile = useIsMobile();
  const inHeader = headerSlot !== null;

  const trigger = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls="dev-tools-panel"
      aria-label={inHeader ? 'Dev Tools' : undefined}
      onClick={() => setOpen((value) => !value)}
      className={cn(
        'flex items-center gap-2 rounded-full bg-amber-500 text-sm font-bold text-slate-950 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500',
        inHeader ? 'size-10 justify-center' : 'min-h-12 px-4 shadow-lg',
      )}
    >
      {open ? <X aria-hidden="true" className="size-4" /> : <Wrench aria-hidden="true" className="size-4" />}
      {!inHeader && 'Dev Tools'}
    </button>
  );

  return (
    <div
      className={cn(
        'fixed flex flex-col items-end gap-2',
        inHeader ? 'top-18 right-2 z-50' : cn('right-4 z-30', mobile ? 'bottom-24' : 'bottom-4'),
      )}
    >
      {inHeader && createPortal(trigger, headerSlot)}
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
      {!inHeader && trigger}
      {managing && <ManageUsersModal open onClose={() => setManaging(false)} />}
      {showUserSignup && <ManageUsersModal open startWithCreate onClose={() => setShowUserSignup(false)} />}
    </div>
  );
}
