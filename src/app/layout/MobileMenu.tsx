import { useEffect, useRef } from 'react';
import { useShellIdentity } from '@/features/auth';
import { useUiStore } from '@/stores/ui-store';
import { NavMenu } from '../nav/NavMenu';
import { navForRole } from '../nav/nav-config';
import { SettingsLink } from './SettingsLink';
import { SignOutButton } from './SignOutButton';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The menu on phones: an overlay under the header. Escape or a tap outside closes it. */
export function MobileMenu() {
  const open = useUiStore((state) => state.isMobileMenuOpen);
  const setOpen = useUiStore((state) => state.setMobileMenuOpen);
  const role = useShellIdentity().userRole;
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <div className="fixed inset-x-0 bottom-0 top-16 z-40">
      <button
        type="button"
        aria-label="Close menu"
        tabIndex={-1}
        onClick={close}
        className="absolute inset-0 h-full w-full bg-slate-950/60"
      />
      <div
        ref={panel}
        id={MOBILE_MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="relative flex h-full w-[min(20rem,85vw)] flex-col overflow-y-auto border-r border-slate-200 bg-white shadow-2xl dark:border-slate-800 dark:bg-slate-950"
      >
        <nav aria-label="Main" className="flex-1 px-3 py-4">
          <NavMenu items={navForRole(role)} showLabels onNavigate={close} />
        </nav>
        <div className="flex flex-col gap-0.5 border-t border-slate-200 px-3 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] dark:border-slate-800">
          <SettingsLink showLabel onNavigate={close} />
          <SignOutButton showLabel />
        </div>
      </div>
    </div>
  );
}
