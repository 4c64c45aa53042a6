import {
  Dumbbell,
  House,
  LockOpen,
  MessageSquare,
  Pencil,
  Play,
  Settings,
  Sparkles,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import { useShellIdentity } from '@/features/auth';
import { UnreadBadge } from '@/features/messaging';
import { cn } from '@/lib/cn';
import { useUiStore } from '@/stores/ui-store';
import { bottomBarItems, type BottomBarIcon } from '../nav/bottom-bar-items';
import { prefetchRoute } from '../route-table';

const ICONS: Record<BottomBarIcon, LucideIcon> = {
  home: House,
  messages: MessageSquare,
  ai: Sparkles,
  settings: Settings,
  progress: TrendingUp,
  unlock: LockOpen,
  workouts: Dumbbell,
  start: Play,
  edit: Pencil,
  clients: Users,
};

const itemClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-[11px] font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-emerald-500';

/** The phone's five-item bar. */
export function BottomBar() {
  const { pathname } = useLocation();
  const { userRole: role, clientType } = useShellIdentity();
  const aiOpen = useUiStore((state) => state.isAiChatOpen);
  const setAiOpen = useUiStore((state) => state.setAiChatOpen);
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-2 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <ul className="flex">
        {bottomBarItems(pathname, role, clientType).map((item) => {
          const Icon = ICONS[item.icon];
          return (
            <li key={item.label} className="flex flex-1">
              {item.to ? (
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onTouchStart={() => prefetchRoute(item.to ?? '/')}
                  className={({ isActive }) =>
                    cn(
                      itemClass,
                      isActive ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400',
                    )
                  }
                >
                  <span className="relative">
                    <Icon aria-hidden="true" className="size-6" />
                    {item.to === '/inbox' && <UnreadBadge className="absolute -top-1.5 -right-3" />}
                  </span>
                  {item.label}
                </NavLink>
              ) : (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-expanded={aiOpen}
                  onClick={() => setAiOpen(true)}
                  className={cn(itemClass, 'text-slate-500 dark:text-slate-400')}
                >
                  <span className="grid size-8 place-items-center rounded-full bg-emerald-700 text-white">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {item.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
