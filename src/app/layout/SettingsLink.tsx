import { Settings } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn';

export function SettingsLink({ showLabel, onNavigate }: { showLabel: boolean; onNavigate?: () => void }) {
  return (
    <NavLink
      to="/settings"
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-emerald-500',
          isActive
            ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
        )
      }
    >
      <Settings aria-hidden="true" className="size-5 shrink-0" />
      <span className={cn(!showLabel && 'sr-only')}>Settings</span>
    </NavLink>
  );
}
