import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import { UnreadBadge } from '@/features/messaging';
import { cn } from '@/lib/cn';
import { useUiStore } from '@/stores/ui-store';
import { prefetchRoute } from '../route-table';
import { containsActive, type NavItem } from './nav-config';

const rowClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-emerald-500';
const idleClass =
  'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const activeClass = 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300';

/**
 * The role's menu. `showLabels` is false in the collapsed desktop sidebar: labels stay in the
 * accessibility tree, groups stay shut, and only icons show.
 */
export function NavMenu({
  items,
  showLabels,
  onNavigate,
  depth = 0,
}: {
  items: NavItem[];
  showLabels: boolean;
  onNavigate?: () => void;
  depth?: number;
}) {
  return (
    <ul
      className={cn('flex flex-col gap-0.5', depth > 0 && 'ml-4 border-l border-slate-200 pl-2 dark:border-slate-800')}
    >
      {items.map((item) => (
        <li key={item.id}>
          {item.children ? (
            <NavGroup item={item} showLabels={showLabels} onNavigate={onNavigate} depth={depth} />
          ) : (
            <NavItemLink item={item} showLabels={showLabels} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

function ItemIcon({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return Icon ? (
    <Icon aria-hidden="true" className="size-5 shrink-0" />
  ) : (
    <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current opacity-60" />
  );
}

function NavItemLink({
  item,
  showLabels,
  onNavigate,
}: {
  item: NavItem;
  showLabels: boolean;
  onNavigate?: () => void;
}) {
  const to = item.to ?? '/';
  return (
    <NavLink
      to={to}
      end={to === '/'}
      onClick={onNavigate}
      onMouseEnter={() => prefetchRoute(to)}
      onFocus={() => prefetchRoute(to)}
      className={({ isActive }) => cn(rowClass, isActive ? activeClass : idleClass)}
    >
      <span className="relative">
        <ItemIcon item={item} />
        {to === '/inbox' && !showLabels && <UnreadBadge className="absolute -top-2 -right-2" />}
      </span>
      <span className={cn('flex-1 truncate', !showLabels && 'sr-only')}>{item.label}</span>
      {to === '/inbox' && showLabels && <UnreadBadge />}
    </NavLink>
  );
}

function NavGroup({
  item,
  showLabels,
  onNavigate,
  depth,
}: {
  item: NavItem;
  showLabels: boolean;
  onNavigate?: () => void;
  depth: number;
}) {
  const { pathname } = useLocation();
  const list = useUiStore((state) => (depth === 0 ? state.expandedMenus : state.expandedSubMenus));
  const toggleMenu = useUiStore((state) => state.toggleMenu);
  const toggleSubMenu = useUiStore((state) => state.toggleSubMenu);
  const open = showLabels && list.includes(item.id);
  const active = containsActive(item, pathname);
  const panelId = `nav-group-${item.id}`;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (depth === 0 ? toggleMenu(item.id) : toggleSubMenu(item.id))}
        className={cn(rowClass, active && !open ? activeClass : idleClass)}
      >
        <ItemIcon item={item} />
        <span className={cn('flex-1 truncate text-left', !showLabels && 'sr-only')}>{item.label}</span>
        {showLabels && (
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
          />
        )}
      </button>
      {open && (
        <div id={panelId} className="mt-0.5">
          <NavMenu items={item.children ?? []} showLabels={showLabels} onNavigate={onNavigate} depth={depth + 1} />
        </div>
      )}
    </>
  );
}
