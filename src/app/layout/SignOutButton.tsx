import { LogOut } from 'lucide-react';
import { SignOutWarningDialog, useSignOutRequest } from '@/features/auth';
import { cn } from '@/lib/cn';

export function SignOutButton({ showLabel }: { showLabel: boolean }) {
  const { pending, warnings, request, confirm, cancel } = useSignOutRequest();
  return (
    <>
      <button
        type="button"
        disabled={pending}
        onClick={() => void request()}
        className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:bg-red-500/10 dark:hover:text-red-300"
      >
        <LogOut aria-hidden="true" className="size-5 shrink-0" />
        <span className={cn(!showLabel && 'sr-only')}>Sign out</span>
      </button>
      <SignOutWarningDialog warnings={warnings} busy={pending} onConfirm={() => void confirm()} onClose={cancel} />
    </>
  );
}
