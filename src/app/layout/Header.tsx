import { Menu, Sparkles, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { IconButton } from '@/components/ui/IconButton';
import { Logo } from '@/components/ui/Logo';
import { displayName, useAuthStore } from '@/features/auth';
import { RestTimerChip } from '@/features/logger';
import { NotificationBell } from '@/features/notifications';
import { HEADER_HEIGHT_PX } from '@/lib/constants';
import { useUiStore } from '@/stores/ui-store';
import { MOBILE_MENU_ID } from './MobileMenu';
import { ThemeToggle } from './ThemeToggle';

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : name.slice(0, 2)).toUpperCase();
}

/** Fixed 64 px header: menu toggle (mobile), logo, notifications, theme and the person's settings. */
export function Header({
  isMobile,
  toolsSlotRef,
}: {
  isMobile: boolean;
  /** Where an admin's Dev Tools button sits on a phone, so it never floats over the page. */
  toolsSlotRef?: (element: HTMLDivElement | null) => void;
}) {
  const menuOpen = useUiStore((state) => state.isMobileMenuOpen);
  const setMenuOpen = useUiStore((state) => state.setMobileMenuOpen);
  const name = useAuthStore((state) => displayName(state.user));
  const setAiChatOpen = useUiStore((state) => state.setAiChatOpen);
  const MenuIcon = menuOpen ? X : Menu;
  return (
    <header
      style={{ height: HEADER_HEIGHT_PX }}
      className="fixed inset-x-0 top-0 z-50 flex items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90"
    >
      {isMobile && (
        <IconButton
          label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <MenuIcon aria-hidden="true" className="size-6" />
        </IconButton>
      )}
      <Link
        to="/"
        aria-label="Liftwise home"
        className="rounded-lg px-1 focus-visible:outline-2 focus-visible:outline-emerald-500"
      >
        <Logo />
      </Link>
      <div className="ml-auto flex items-center gap-1">
        <RestTimerChip />
        {isMobile && <div ref={toolsSlotRef} className="contents" />}
        {/* Phones open the AI chat from the bottom bar; desktops from here. */}
        {!isMobile && (
          <button
            type="button"
            onClick={() => setAiChatOpen(true)}
            className="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400 dark:hover:bg-emerald-500/10"
          >
            <Sparkles aria-hidden="true" className="size-4" />
            AI Trainer
          </button>
        )}
        <NotificationBell />
        <ThemeToggle />
        <Link
          to="/settings"
          className="grid size-10 place-items-center rounded-full bg-emerald-700 text-sm font-bold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500"
        >
          <span aria-hidden="true">{initials(name) || '?'}</span>
          <span className="sr-only">Settings for {name || 'your account'}</span>
        </Link>
      </div>
    </header>
  );
}
