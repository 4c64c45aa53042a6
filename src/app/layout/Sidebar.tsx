import { useShellIdentity } from '@/features/auth';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '@/lib/constants';
import { useUiStore } from '@/stores/ui-store';
import { NavMenu } from '../nav/NavMenu';
import { navForRole } from '../nav/nav-config';
import { SettingsLink } from './SettingsLink';
import { SignOutButton } from './SignOutButton';

/** Desktop sidebar: 64 px of icons, 256 px with labels while hovered or holding keyboard focus. */
export function Sidebar() {
  const role = useShellIdentity().userRole;
  const expanded = useUiStore((state) => state.isExpanded);
  const setExpanded = useUiStore((state) => state.setExpanded);
  return (
    <aside
      aria-label="Sidebar"
      data-expanded={expanded}
      style={{ width: expanded ? SIDEBAR_EXPANDED_PX : SIDEBAR_COLLAPSED_PX }}
      onMouseEnter={() => setExpanded(true)}
      onMouseLeave={() => setExpanded(false)}
      onFocus={() => setExpanded(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setExpanded(false);
      }}
      className="fixed bottom-0 left-0 top-16 z-30 flex flex-col overflow-hidden border-r border-slate-200 bg-white transition-[width] duration-200 ease-out dark:border-slate-800 dark:bg-slate-950"
    >
      <nav aria-label="Main" className="flex-1 overflow-y-auto overflow-x-hidden px-2 py-3">
        <NavMenu items={navForRole(role)} showLabels={expanded} />
      </nav>
      <div className="flex flex-col gap-0.5 border-t border-slate-200 px-2 py-3 dark:border-slate-800">
        <SettingsLink showLabel={expanded} />
        <SignOutButton showLabel={expanded} />
      </div>
    </aside>
  );
}
